import type { Page, Route } from "@playwright/test";

/**
 * Papers for the feed and search specs, and the page.route answers that serve them when a spec fakes the paper
 * calls (an empty result set, many pages, a title lookup that fails) rather than building that corpus.
 */
export type FakePaper = { id: string; title: string; tag: string; date: string; authors: string[]; abstract_info: string };

export function fakePapers(prefix: string, count: number, from = 0): FakePaper[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      id: `2411.${String(10_000 + n)}`,
      title: `${prefix} paper ${n + 1}`,
      tag: "LLM Reasoning",
      date: "2026-11-20T08:00:00Z",
      authors: ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"],
      abstract_info: `Abstract of ${prefix.toLowerCase()} paper ${n + 1}.`,
    };
  });
}

export const envelope = (result: unknown) => ({ code: 0, result, message: "success" });

export function fulfilJson(route: Route, result: unknown) {
  return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(envelope(result)) });
}

/** Serves POST /api/search from `total` papers, honouring limit and offset; records every body it saw. */
export async function serveSearch(page: Page, total: number): Promise<{ bodies: Record<string, unknown>[] }> {
  const bodies: Record<string, unknown>[] = [];
  const all = fakePapers("Found", total);
  await page.route("**/api/search", async (route) => {
    const body = route.request().postDataJSON() as { limit: number; offset: number };
    bodies.push(body);
    await fulfilJson(route, all.slice(body.offset, body.offset + body.limit));
  });
  return { bodies };
}
