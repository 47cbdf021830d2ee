/**
 * `tsx scripts/bench/lazy-modules.ts`: whether the heavy client modules (the idea graph's @xyflow/react and dagre,
 * KaTeX, the notebook renderer, the code highlighter, the PDF export) stay out of every page's first load (issue 22
 * item 3), read from Turbopack's bundle analyzer rather than from the code: a `next build --analyze` (or
 * `next analyze -o`) leaves a snapshot in <dist>/diagnostics/analyze, and `next analyze export` streams its graph as
 * JSON Lines. A route's first load is its bootstrap and render-dependent chunk groups (the framework, its layouts
 * and page); chunks behind import()/next/dynamic are "async" groups, each named by the module that triggers it. What
 * a chunk holds is read from its parts (the source files it was built from): Turbopack merges hoisted ES modules
 * into their importer, so a chunk's module list alone would miss KaTeX inside the Markdown renderer's chunk.
 * Prints, per page route, each heavy module as "first load", "on demand (<trigger>)" or "absent", and exits 1 when
 * one is in a first load. NEXT_DIST_DIR (or --dist-dir) reads another build folder.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { isEntryPoint } from "./entry-point";

/** The heavy modules, each by the module paths that make it up. */
export const HEAVY_MODULES = {
  "graph (@xyflow/react, dagre)": /\/node_modules\/(@xyflow\/|@dagrejs\/dagre\/)/,
  KaTeX: /\/node_modules\/(katex|rehype-katex)\//,
  "notebook renderer": /\/components\/notebook\//,
  "code highlighter (highlight.js)": /\/node_modules\/highlight\.js\//,
  "PDF export (jspdf, html2canvas)": /\/node_modules\/(jspdf|html2canvas)\/|\/lib\/client\/export\/report-pdf\.ts/,
  "contract schemas (zod)": /\/node_modules\/zod\//,
} as const;
export type HeavyModule = keyof typeof HEAVY_MODULES;

type Placement = { kind: "first load" } | { kind: "on demand"; triggers: string[] } | { kind: "absent" };
export type RoutePlacements = Record<HeavyModule, Placement>;

type GraphRecord =
  | { type: "route"; route: string; entries: { route_entry_id: string }[] | null }
  | { type: "output"; route: string; filename: string; modules: string[] }
  | { type: "part"; route: string; filename: string; source_path: string }
  | { type: "group"; route: string; kind: string; trigger_module_ident: string | null; outputs: string[] };

/** A chunk the browser loads (the analyzer also lists the server's). */
const isClientChunk = (filename: string) => filename.startsWith("[client-fs]/") && filename.endsWith(".js");
/** Groups a page's first load fetches: Next's bootstrap and the chunks its server-rendered client references need. */
const FIRST_LOAD_KINDS = new Set(["bootstrap", "render_dependent"]);
/** "[project]/components/x.tsx [app-client] (ecmascript, next/dynamic entry)" → "components/x.tsx". */
const shortIdent = (ident: string) => ident.replace(/^\[project\]\//, "").replace(/ \[.*$/, "");

/** A page or not; each client chunk's module idents and source paths; its chunk groups. */
export type RouteGraph = { page: boolean; outputs: Map<string, string[]>; groups: Extract<GraphRecord, { type: "group" }>[] };

/** Reads the export's JSON Lines (one route's records after another) into each route's chunks and groups. */
export async function routeGraphs(lines: AsyncIterable<string> | Iterable<string>): Promise<Map<string, RouteGraph>> {
  const routes = new Map<string, RouteGraph>();
  const routeOf = (name: string): RouteGraph => {
    const known: RouteGraph = routes.get(name) ?? { page: false, outputs: new Map(), groups: [] };
    routes.set(name, known);
    return known;
  };
  for await (const line of lines) {
    // Module records (every module's dependencies) are most of the stream and not needed here.
    if (line.trim() === "" || line.startsWith('{"type":"module"') || line.startsWith('{"type":"meta"')) continue;
    const record = JSON.parse(line) as GraphRecord;
    const route = routeOf(record.route);
    // A page route's entries name its page segment ("…|route|/(app)/papers/page|…"); route handlers and metadata have none.
    if (record.type === "route") route.page = (record.entries ?? []).some((entry) => entry.route_entry_id.split("|")[2]?.endsWith("/page"));
    else if (record.type === "output" && isClientChunk(record.filename)) route.outputs.set(record.filename, [...(route.outputs.get(record.filename) ?? []), ...record.modules]);
    else if (record.type === "part" && isClientChunk(record.filename)) route.outputs.get(record.filename)?.push(record.source_path);
    else if (record.type === "group") route.groups.push(record);
  }
  return routes;
}

/** Streams `next analyze export` of the newest snapshot in `distDir`. */
async function readGraph(distDir: string): Promise<Map<string, RouteGraph>> {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "analyze", "export", "--dist-dir", distDir], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const routes = await routeGraphs(createInterface({ input: child.stdout }));
  const code = await exited;
  // The export may stop halfway on a damaged snapshot; only a complete one is read.
  if (code !== 0) throw new Error(`next analyze export exited with ${code}`);
  return routes;
}

export function placementsOf(graph: RouteGraph): RoutePlacements {
  const modulesOf = (outputs: string[]) => outputs.flatMap((output) => graph.outputs.get(output) ?? []);
  const firstLoad = modulesOf(graph.groups.filter((group) => FIRST_LOAD_KINDS.has(group.kind)).flatMap((group) => group.outputs));
  const onDemand = graph.groups.filter((group) => group.kind === "async");
  const entries = Object.entries(HEAVY_MODULES).map(([name, pattern]): [string, Placement] => {
    if (firstLoad.some((ident) => pattern.test(ident))) return [name, { kind: "first load" }];
    const triggers = onDemand.filter((group) => modulesOf(group.outputs).some((ident) => pattern.test(ident))).map((group) => shortIdent(group.trigger_module_ident ?? "?"));
    return [name, triggers.length > 0 ? { kind: "on demand", triggers: [...new Set(triggers)] } : { kind: "absent" }];
  });
  return Object.fromEntries(entries) as RoutePlacements;
}

/** Every page route's placement of each heavy module, from the newest analyzer snapshot in `distDir`. */
export async function lazyModules(distDir: string): Promise<Record<string, RoutePlacements>> {
  if (!existsSync(path.join(distDir, "diagnostics/analyze/history/history.json"))) {
    throw new Error(`no analyzer snapshot in ${distDir}: run \`next build --analyze\` (or \`next analyze -o\`) first`);
  }
  const graph = await readGraph(distDir);
  const pages = [...graph.entries()].filter(([, route]) => route.page).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(pages.map(([route, routeGraph]) => [route, placementsOf(routeGraph)]));
}

const isFirstLoad = (placement: Placement) => placement.kind === "first load";

export const eagerCount = (result: Record<string, RoutePlacements>) =>
  Object.values(result).reduce(
    (sum, placements) => sum + Object.values(placements).filter(isFirstLoad).length,
    0,
  );

if (isEntryPoint(import.meta.url)) {
  const { values } = parseArgs({ options: { "dist-dir": { type: "string" } } });
  const distDir = values["dist-dir"] ?? (process.env.NEXT_DIST_DIR || ".next");
  const result = await lazyModules(distDir);
  for (const [route, placements] of Object.entries(result)) {
    console.log(route);
    for (const [name, placement] of Object.entries(placements)) {
      const where = placement.kind === "on demand" ? `on demand (${placement.triggers.join(", ")})` : placement.kind;
      console.log(`  ${isFirstLoad(placement) ? "✗" : "✓"} ${name.padEnd(32)} ${where}`);
    }
  }
  const eager = eagerCount(result);
  console.log(eager === 0 ? "\nno heavy module in any page's first load" : `\n${eager} heavy module(s) in a first load`);
  process.exit(eager === 0 ? 0 : 1);
}
