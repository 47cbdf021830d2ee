import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResultCode } from "@/lib/contract";
import { FEED_WAITING_MESSAGE } from "@/lib/contract/calls/papers";
import { papers } from "@/lib/backend/db/schema";
import { post } from "../support/accounts";
import { CORPUS, createFeedSetup, type FeedSetup, listed } from "./feed-support";

/**
 * Issue 20 item 3, ingestion: the arXiv listing of the configured categories lands in the papers table with its
 * listing date, categories and OpenAlex citation counts; a fresh install says the feed is waiting.
 */
let setup: FeedSetup;
beforeAll(async () => {
  setup = await createFeedSetup([...CORPUS, listed("2611.00099", "Galaxy Surveys", "Astronomy outside the categories.", ["astro-ph.GA"], 3)]);
});
afterAll(() => setup.dispose());

describe("feed ingestion", () => {
  it("says the feed waits for its first ingestion before any paper is listed", async () => {
    const answer = await post(setup.backend, "/tagList", { type: "hot", page: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: ResultCode.feedWaiting, message: FEED_WAITING_MESSAGE, result: null });
  });

  it("stores the configured categories' new papers with date, categories and citation counts", async () => {
    expect(await setup.ingest()).toBe(CORPUS.length);
    const listing = setup.fake.requests.find((request) => request.path === "/api/query");
    expect(listing?.query.search_query).toMatch(/^\(cat:cs\.LG OR cat:cs\.CL OR cat:quant-ph OR cat:q-bio\.BM\) AND submittedDate:\[\d{12} TO \d{12}\]$/);
    expect(listing?.query).toMatchObject({ sortBy: "submittedDate", sortOrder: "descending", start: "0" });

    const rows = await setup.backend.deps.db.select().from(papers).where(isNotNull(papers.listedAt));
    expect(rows.map((row) => row.arxivId).sort()).toEqual(CORPUS.map((paper) => paper.arxivId).sort());
    const [decoders] = await setup.backend.deps.db.select().from(papers).where(eq(papers.id, "arxiv:2611.00012"));
    expect(decoders).toMatchObject({ title: "Fast Decoders for Noisy Qubits", categories: ["quant-ph", "cs.LG"], source: "arxiv", citationCount: 0 });
    expect(decoders?.listedAt?.toISOString()).toBe(CORPUS.find((paper) => paper.arxivId === "2611.00012")?.submitted.toISOString());
    const [surface] = await setup.backend.deps.db.select().from(papers).where(eq(papers.id, "arxiv:2611.00011"));
    expect(surface?.citationCount).toBe(12);
  });

  it("then serves the feed, and a later run looks back only a day before its newest paper", async () => {
    const answer = await post<unknown[]>(setup.backend, "/tagList", { type: "hot", limit: 50 });
    expect(answer.body.code).toBe(0);
    expect(answer.body.result).toHaveLength(CORPUS.length);

    setup.fake.requests.length = 0;
    const fresh = listed("2611.00041", "A Paper From This Morning", "Fresh graph neural network results.", ["cs.LG"], 0.5);
    setup.fake.papers = [...setup.fake.papers, fresh];
    const newestBefore = Math.max(...CORPUS.map((paper) => paper.submitted.getTime()));
    const windowStart = newestBefore - 24 * 60 * 60 * 1000;
    const inWindow = CORPUS.filter((paper) => paper.submitted.getTime() >= windowStart).length;
    expect(await setup.ingest()).toBe(inWindow + 1);
    const [, from] = /submittedDate:\[(\d{12}) TO/.exec(setup.fake.requests[0]?.query.search_query ?? "") ?? [];
    expect(from).toBe(new Date(windowStart).toISOString().replace(/[-T:]/g, "").slice(0, 12));
  });

  it("keeps ingesting without citation counts when OpenAlex is down", async () => {
    setup.fake.openAlexDown = true;
    try {
      setup.fake.papers = [...setup.fake.papers, listed("2611.00042", "Unknown To OpenAlex", "Graph results.", ["cs.LG"], 0.2, 99)];
      await setup.ingest();
      const [row] = await setup.backend.deps.db.select().from(papers).where(eq(papers.id, "arxiv:2611.00042"));
      expect(row?.listedAt).not.toBeNull();
      expect(row?.citationCount).toBeNull();
    } finally {
      setup.fake.openAlexDown = false;
    }
  });
});

describe("feed ingestion paging", () => {
  let many: FeedSetup;
  beforeAll(async () => {
    const generated = Array.from({ length: 130 }, (_, index) =>
      listed(`2611.${String(10_000 + index)}`, `Generated Paper ${index}`, "Filler.", ["cs.LG"], 1 + index * 0.3),
    );
    many = await createFeedSetup(generated, { FEED_INGEST_MAX_PAPERS: "120" });
  });
  afterAll(() => many.dispose());

  it("pages the listing 100 at a time and stops at FEED_INGEST_MAX_PAPERS, newest first", async () => {
    expect(await many.ingest()).toBe(120);
    const calls = many.fake.requests.filter((request) => request.path === "/api/query");
    expect(calls.map((call) => [call.query.start, call.query.max_results])).toEqual([
      ["0", "100"],
      ["100", "20"],
    ]);
    const rows = await many.backend.deps.db.select({ id: papers.id }).from(papers).where(eq(papers.id, "arxiv:2611.10129"));
    expect(rows).toEqual([]);
  });
});
