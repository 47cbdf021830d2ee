import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { upsertPapers } from "@/lib/backend/papers/paper-cache";
import type { PaperRecord } from "@/lib/backend/papers/paper-sources";
import type { PaperSearchItem } from "@/lib/contract";
import { signInAs } from "../feed/feed-support";
import { createPapersSetup, type PapersSetup } from "../papers/papers-support";
import { post } from "../support/accounts";

/**
 * Issue 20 item 4, POST /search: the local store's full-text matches and the live sources (the fake paper
 * servers) in one list without duplicates, paged by offset/limit over one stable list, for signed-in users.
 */
let setup: PapersSetup;
let token: string;
beforeAll(async () => {
  setup = await createPapersSetup();
  ({ token } = await signInAs(setup.backend));
});
afterAll(() => setup.dispose());
beforeEach(() => {
  for (const api of ["arxiv", "openalex", "s2"] as const) setup.fake.setFailure(api, null);
});

const localPaper = (id: string, title: string, extra: Partial<PaperRecord> = {}): PaperRecord => ({
  id,
  arxivId: null,
  title,
  year: 2026,
  authors: ["Local Author"],
  abstract: `${title}: an abstract kept only in the local store.`,
  url: "https://example.org/local",
  pdfUrl: null,
  source: "openalex",
  citationCount: null,
  ...extra,
});

let sequence = 0;
/** A query no earlier test has made, so the kept lists of other tests never answer it. */
function freshQuery(words: string): string {
  sequence += 1;
  return `${words} ${"z".repeat(sequence)}`.trim();
}

/** `as` null: signed out. */
async function search(body: Record<string, unknown>, as: string | null = token) {
  return post<PaperSearchItem[]>(setup.backend, "/search", body, { token: as ?? undefined });
}

describe("POST /search", () => {
  it("needs login and a non-blank query", async () => {
    expect((await search({ query: "graph neural networks" }, null)).status).toBe(401);
    expect((await search({ query: "   " })).body.code).toBe(400);
    expect((await search({})).body.code).toBe(400);
  });

  it("merges the local store and the live sources without duplicates, in the item shape", async () => {
    const query = "graph neural networks";
    const live = setup.fake.corpusFor(query).find((paper) => paper.arxivId);
    await upsertPapers(setup.backend.deps.db, [
      localPaper("openalex:W-local-1", "Graph Neural Networks in the Local Store Only"),
      // The same paper as a live one: shown once.
      localPaper(`arxiv:${live?.arxivId}`, live?.title ?? "", { arxivId: live?.arxivId ?? null, source: "arxiv" }),
      // A user's upload matches the words but is private to its owner.
      localPaper("upload:secret", "Graph Neural Networks Private Upload", { source: "upload" }),
    ]);
    await setup.backend.deps.db.execute(sql`update papers set listed_at = now(), categories = '["cs.LG"]'::jsonb where id = 'openalex:W-local-1'`);

    const answer = await search({ query, request_id: "r1", topK: 100, limit: 30, offset: 0 });
    expect(answer.body.code).toBe(0);
    const items = answer.body.result ?? [];
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("openalex:W-local-1");
    expect(ids.filter((id) => id === `arxiv:${live?.arxivId}`)).toHaveLength(1);
    expect(ids).not.toContain("upload:secret");
    expect(items.length).toBeGreaterThan(2);
    const local = items.find((item) => item.id === "openalex:W-local-1");
    expect(local).toMatchObject({ title: "Graph Neural Networks in the Local Store Only", tag: "cs.LG", authors: ["Local Author"], image: null });
    expect(typeof local?.date).toBe("string");
    expect(local?.abstract_info).toContain("local store");
  });

  it("pages one stable list, asking the live sources once per query", async () => {
    const query = freshQuery("diffusion models");
    const whole = (await search({ query, limit: 100 })).body.result ?? [];
    expect(whole.length).toBeGreaterThan(4);
    const calls = setup.fake.requestsTo("arxiv").length;
    const pages: PaperSearchItem[] = [];
    for (let offset = 0; offset < whole.length + 2; offset += 2) pages.push(...((await search({ query, limit: 2, offset })).body.result ?? []));
    expect(pages.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    expect(setup.fake.requestsTo("arxiv").length).toBe(calls);
    expect((await search({ query, limit: 2, offset: whole.length })).body).toMatchObject({ code: 0, result: [] });
  });

  it("keeps at most topK papers", async () => {
    const query = freshQuery("reinforcement learning");
    expect((await search({ query, topK: 3, limit: 30 })).body.result).toHaveLength(3);
  });

  it("answers the local matches when every live source is down, and 'No Data' ([]) when nothing matches", async () => {
    for (const api of ["arxiv", "openalex", "s2"] as const) setup.fake.setFailure(api, { status: 400 });
    await upsertPapers(setup.backend.deps.db, [localPaper("openalex:W-offline", "Offline Tokamak Plasma Control")]);
    const answer = await search({ query: "tokamak plasma" });
    expect(answer.body.code).toBe(0);
    expect(answer.body.result?.map((item) => item.id)).toEqual(["openalex:W-offline"]);
    expect((await search({ query: freshQuery("quasar lensing") })).body).toMatchObject({ code: 0, result: [] });
  });
});
