import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { normalisedTitle } from "@/lib/backend/papers/merge-papers";
import { searchCachedPapers, upsertPapers } from "@/lib/backend/papers/paper-cache";
import { PaperSearchUnavailableError } from "@/lib/backend/papers/sources/source-error";
import { createPapersSetup, type PapersSetup } from "./papers-support";

/**
 * What an agent sees when it searches: one list without duplicates, each paper with the richest metadata any
 * source had, and results even when some or all sources are down.
 */
let setup: PapersSetup;
beforeAll(async () => {
  setup = await createPapersSetup();
});
afterAll(() => setup.dispose());
afterEach(() => {
  for (const api of ["arxiv", "openalex", "s2", "github"] as const) setup.fake.setFailure(api, null);
});

const kindOf = (query: string, kind: string) => {
  const paper = setup.fake.corpusFor(query).find((entry) => entry.kind === kind);
  if (!paper) throw new Error(`no ${kind} paper`);
  return paper;
};

describe("searchPapers", () => {
  it("merges the three sources' duplicates by arXiv id and by title, keeping the richest fields", async () => {
    const query = "graph neural networks";
    const papers = await setup.sources.searchPapers(query);
    const survey = kindOf(query, "survey");

    // Graph Attention Networks + five generated papers, each once.
    expect(papers).toHaveLength(6);
    expect(new Set(papers.map((paper) => paper.id)).size).toBe(6);
    expect(new Set(papers.map((paper) => normalisedTitle(paper.title))).size).toBe(6);
    expect(papers.find((paper) => paper.arxivId === survey.arxivId)).toMatchObject({
      id: `arxiv:${survey.arxivId}`,
      source: "arxiv",
      title: survey.title,
      abstract: survey.abstract, // S2's full abstract, longer than arXiv's and OpenAlex's
      citationCount: survey.citations, // S2's 340 beats OpenAlex's 333
      pdfUrl: `${setup.fake.url}/pdf/${survey.arxivId}v2`,
    });
    const benchmark = papers.filter((paper) => normalisedTitle(paper.title) === normalisedTitle(kindOf(query, "benchmark").title));
    expect(benchmark).toHaveLength(1);
    expect(benchmark[0]?.citationCount).toBe(21);
  });

  it("caches every paper it returns, readable by id", async () => {
    const papers = await setup.sources.searchPapers("protein folding", { limit: 3 });
    expect(papers).toHaveLength(3);
    for (const paper of papers) expect(await setup.sources.paperById(paper.id)).toEqual(paper);
    expect(await setup.sources.paperById("arxiv:0000.00000")).toBeUndefined();
  });

  it("still answers when one source is down", async () => {
    setup.fake.setFailure("s2", { status: 503, times: 10 });
    const query = "sparse autoencoders";
    const papers = await setup.sources.searchPapers(query);
    const titles = papers.map((paper) => paper.title);
    expect(titles).toContain(kindOf(query, "survey").title); // arXiv and OpenAlex
    expect(titles).toContain(kindOf(query, "theory").title); // OpenAlex only
    expect(titles).not.toContain(kindOf(query, "revisiting").title); // S2 only
  });

  it("searches the cache when every source is down", async () => {
    await setup.sources.searchPapers("contrastive learning");
    for (const api of ["arxiv", "openalex", "s2"] as const) setup.fake.setFailure(api, { status: 403 });
    const papers = await setup.sources.searchPapers("contrastive survey");
    expect(papers[0]?.title).toBe("Contrastive Learning: A Survey");
  });

  it("fails with every source's reason when the sources are down and the cache has nothing", async () => {
    for (const api of ["arxiv", "openalex", "s2"] as const) setup.fake.setFailure(api, { status: 403 });
    const error = await setup.sources.searchPapers("quantum chromodynamics lattice").catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PaperSearchUnavailableError);
    expect((error as Error).message).toMatch(/arxiv: HTTP 403.*openalex: HTTP 403.*semantic_scholar: HTTP 403/);
  });

  it("answers repositories from GitHub search", async () => {
    const repositories = await setup.sources.searchRepositories("protein folding", { limit: 2 });
    expect(repositories.map((repository) => repository.link)).toEqual([
      "https://github.com/fake-lab/protein-folding",
      "https://github.com/awesome-lists/awesome-protein-folding",
    ]);
  });
});

describe("the paper cache", () => {
  const paper = (id: string, title: string, abstract: string, citationCount: number | null) => ({
    id,
    arxivId: null,
    title,
    year: 2020,
    authors: ["Ada Lovelace"],
    abstract,
    url: `https://example.org/${id}`,
    pdfUrl: null,
    source: "openalex" as const,
    citationCount,
  });

  it("keeps the richer abstract and the higher citation count when a poorer copy arrives later", async () => {
    const { db } = setup.backend.deps;
    await upsertPapers(db, [paper("openalex:W1", "Tensor sketching", "A long abstract about tensor sketching methods.", 40)]);
    const [again] = await upsertPapers(db, [paper("openalex:W1", "Tensor sketching", "Short.", 12)]);
    expect(again).toMatchObject({ abstract: "A long abstract about tensor sketching methods.", citationCount: 40 });
  });

  it("ranks full-text matches, falls back to any word, and never returns users' uploads", async () => {
    const { db } = setup.backend.deps;
    await upsertPapers(db, [
      paper("openalex:W2", "Bayesian optimisation of chemical reactions", "We optimise reaction yields.", 5),
      paper("openalex:W3", "Reaction networks", "With Bayesian models.", 50),
      { ...paper("upload:secret", "Bayesian reaction notes", "Private notes.", null), source: "upload" as const },
    ]);
    const ranked = await searchCachedPapers(db, "bayesian reaction", 5);
    expect(ranked.map((entry) => entry.id)).toEqual(["openalex:W2", "openalex:W3"]);
    expect((await searchCachedPapers(db, "bayesian astronomy", 5)).map((entry) => entry.id)).toContain("openalex:W2");
    expect(await searchCachedPapers(db, "astronomy telescopes", 5)).toEqual([]);
    const [{ count }] = (await db.execute(sql`select count(*)::int as count from papers where id = 'upload:secret'`)).rows as [{ count: number }];
    expect(count).toBe(1);
  });
});
