import { describe, expect, it } from "vitest";
import { eagerCount, placementsOf, type RouteGraph, routeGraphs } from "@/scripts/bench/lazy-modules";

/** A route as `next analyze export` streams it: its entry, chunks (outputs and their parts) and chunk groups. */
function exportLines(route: string, page: boolean) {
  const records = [
    { type: "meta", schema_version: 1 },
    { type: "module", ident: "[project]/node_modules/katex/dist/katex.mjs [app-client] (ecmascript)", dependencies: {} },
    { type: "route", route, entries: [{ route_entry_id: `${route}|route|${page ? "/(app)/x/page" : ""}|[project]/node_modules/next/dist/client/app-next-turbopack.js` }] },
    { type: "output", route, filename: "[client-fs]/_next/static/chunks/main.js", modules: ["[project]/components/session/screen.tsx [app-client] (ecmascript)"] },
    { type: "output", route, filename: "[client-fs]/_next/static/chunks/markdown.js", modules: ["[project]/components/markdown/markdown.tsx [app-client] (ecmascript)"] },
    { type: "output", route, filename: "[output]/.next/server/chunks/ssr/graph.js", modules: ["[project]/node_modules/@xyflow/react/dist/esm/index.js [app-ssr] (ecmascript)"] },
    // KaTeX hoisted into the Markdown renderer's module: only the chunk's parts name it.
    { type: "part", route, filename: "[client-fs]/_next/static/chunks/markdown.js", source_path: "[project]/node_modules/katex/dist/katex.mjs" },
    { type: "group", route, kind: "bootstrap", trigger_module_ident: null, outputs: ["[client-fs]/_next/static/chunks/main.js"] },
    {
      type: "group",
      route,
      kind: "async",
      trigger_module_ident: "[project]/components/markdown/markdown.tsx [app-client] (ecmascript)",
      outputs: ["[client-fs]/_next/static/chunks/markdown.js"],
    },
  ];
  return records.map((record) => JSON.stringify(record));
}

async function routeOf(lines: string[], name: string): Promise<RouteGraph> {
  const route = (await routeGraphs(lines)).get(name);
  if (!route) throw new Error(`no route ${name} in the export`);
  return route;
}

describe("lazy-modules: heavy modules per route from the analyzer's export", () => {
  it("finds KaTeX inside a chunk loaded on demand through its parts, and ignores server chunks", async () => {
    const route = await routeOf(exportLines("/search-v1/[sessionId]", true), "/search-v1/[sessionId]");
    expect(route.page).toBe(true);
    const placements = placementsOf(route);
    expect(placements.KaTeX).toEqual({ kind: "on demand", triggers: ["components/markdown/markdown.tsx"] });
    expect(placements["graph (@xyflow/react, dagre)"]).toEqual({ kind: "absent" });
  });

  it("reports a heavy module in a first-load group as first load", async () => {
    const lines = exportLines("/chat", true).map((line) => line.replace('"kind":"async"', '"kind":"render_dependent"'));
    const placements = placementsOf(await routeOf(lines, "/chat"));
    expect(placements.KaTeX).toEqual({ kind: "first load" });
  });

  it("counts each first-load heavy module of each page as a failure", async () => {
    const zodInFirstLoad = async (route: string) => {
      const lines = exportLines(route, true).map((line) => line.replaceAll("katex/dist/katex.mjs", "zod/v4/classic/schemas.js").replace('"kind":"async"', '"kind":"render_dependent"'));
      return placementsOf(await routeOf(lines, route));
    };
    const sessionPage = await zodInFirstLoad("/search-v1/[sessionId]");
    expect(sessionPage["contract schemas (zod)"]).toEqual({ kind: "first load" });
    expect(eagerCount({ "/search-v1/[sessionId]": sessionPage })).toBe(1);
    expect(eagerCount({ "/search-v1/[sessionId]": sessionPage, "/papers": await zodInFirstLoad("/papers") })).toBe(2);
    expect(eagerCount({ "/search-v1/[sessionId]": placementsOf(await routeOf(exportLines("/search-v1/[sessionId]", true), "/search-v1/[sessionId]")) })).toBe(0);
  });

  it("tells route handlers from pages", async () => {
    expect((await routeOf(exportLines("/robots.txt", false), "/robots.txt")).page).toBe(false);
  });
});
