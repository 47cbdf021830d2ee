import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createArxivClient, parseArxivFeed } from "@/lib/backend/papers/sources/arxiv-client";
import { createGithubClient } from "@/lib/backend/papers/sources/github-client";
import { createOpenAlexClient } from "@/lib/backend/papers/sources/openalex-client";
import { arxivIdFrom, normaliseAuthors } from "@/lib/backend/papers/sources/paper-fields";
import { createSemanticScholarClient } from "@/lib/backend/papers/sources/semantic-scholar-client";
import { PaperSourceError } from "@/lib/backend/papers/sources/source-error";
import { shortAbstract, startFakePapers, type FakePaper, type FakePapers } from "../../fixtures/fake-papers";
import { clientSettings } from "./papers-support";

/** If parsing broke, an agent would see papers without authors, wrong ids or empty abstracts, or none at all. */
let fake: FakePapers;
beforeAll(async () => {
  fake = await startFakePapers();
});
afterAll(() => fake.close());

const query = "graph neural networks";
const paperOf = (kind: FakePaper["kind"], title?: string) => {
  const paper = fake.corpusFor(query).find((entry) => entry.kind === kind && (!title || entry.title === title));
  if (!paper) throw new Error(`no ${kind} paper in the fake corpus`);
  return paper;
};

describe("arXiv client", () => {
  it("searches all: terms and reads ids without version, wrapped titles, authors, year and the PDF link", async () => {
    const arxiv = createArxivClient(clientSettings(fake, "ARXIV_API_URL"));
    const papers = await arxiv.search(query, { limit: 5 });
    const sent = fake.requestsTo("arxiv").at(-1);
    expect(sent?.query.search_query).toBe("all:graph AND all:neural AND all:networks");
    expect(sent?.query.max_results).toBe("5");

    const survey = paperOf("survey");
    const found = papers.find((paper) => paper.arxivId === survey.arxivId);
    expect(found).toEqual({
      id: `arxiv:${survey.arxivId}`,
      arxivId: survey.arxivId,
      title: "Graph Neural Networks: A Survey",
      year: survey.year,
      authors: survey.authors,
      abstract: shortAbstract(survey),
      url: `https://arxiv.org/abs/${survey.arxivId}`,
      pdfUrl: `${fake.url}/pdf/${survey.arxivId}v2`,
      source: "arxiv",
      citationCount: null,
    });
    expect(papers.map((paper) => paper.title)).toContain("Graph Attention Networks");
  });

  it("keeps old-style ids and a single author as a list", async () => {
    const arxiv = createArxivClient(clientSettings(fake, "ARXIV_API_URL"));
    const [paper] = await arxiv.search("superconformal", { limit: 1 });
    expect(paper?.arxivId).toBe("hep-th/9711200");
    expect(paper?.authors).toEqual(["Juan M. Maldacena"]);
  });

  it("refuses an answer that is not an Atom feed and skips arXiv's error entries", () => {
    expect(() => parseArxivFeed("<html><body>Rate exceeded</body></html>")).toThrow(PaperSourceError);
    const errorFeed = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/api/errors#incorrect_id_format</id><title>Error</title><summary>incorrect id format</summary></entry></feed>`;
    expect(parseArxivFeed(errorFeed)).toEqual([]);
  });
});

describe("OpenAlex client", () => {
  it("rebuilds abstracts from the inverted index, finds arXiv ids in DOIs and reads comma-string authors", async () => {
    const openalex = createOpenAlexClient(clientSettings(fake, "OPENALEX_API_URL", { mailto: "lab@example.org" }));
    const papers = await openalex.search(query, { limit: 10 });
    expect(fake.requestsTo("openalex").at(-1)?.query).toMatchObject({ search: query, "per-page": "10", mailto: "lab@example.org" });

    const survey = paperOf("survey");
    const found = papers.find((paper) => paper.arxivId === survey.arxivId);
    expect(found).toMatchObject({ id: `arxiv:${survey.arxivId}`, abstract: shortAbstract(survey), authors: survey.authors, citationCount: survey.citations - 7 });

    const benchmark = paperOf("benchmark");
    const journal = papers.find((paper) => paper.title === benchmark.title);
    expect(journal).toMatchObject({ id: `openalex:${benchmark.openalexId}`, arxivId: null, url: `https://doi.org/10.5555/fake.${benchmark.key}` });

    const theory = papers.find((paper) => paper.title === paperOf("theory").title);
    expect(theory?.authors).toEqual(paperOf("theory").authors);
    expect(theory?.authors.length).toBe(3);
  });
});

describe("Semantic Scholar client", () => {
  it("reads externalIds, open-access PDFs and authors given as objects or one comma string, with the key header", async () => {
    const s2 = createSemanticScholarClient(clientSettings(fake, "SEMANTIC_SCHOLAR_API_URL", { apiKey: "s2-key" }));
    const papers = await s2.search(query, { limit: 10 });
    const sent = fake.requestsTo("s2").at(-1);
    expect(sent?.headers["x-api-key"]).toBe("s2-key");
    expect(sent?.query.fields).toBe("title,abstract,year,authors,externalIds,url,citationCount,openAccessPdf");

    const scaling = paperOf("scaling");
    expect(papers.find((paper) => paper.arxivId === scaling.arxivId)?.authors).toEqual(scaling.authors);
    const revisiting = paperOf("revisiting");
    expect(papers.find((paper) => paper.title === revisiting.title)).toMatchObject({
      id: `semantic_scholar:${revisiting.s2Id}`,
      arxivId: null,
      pdfUrl: `${fake.url}/pdf/${revisiting.key}.pdf`,
      abstract: revisiting.abstract,
      citationCount: revisiting.citations,
    });
  });

  it("answers no papers when S2 has no hits (its answer then has no data list)", async () => {
    const s2 = createSemanticScholarClient(clientSettings(fake, "SEMANTIC_SCHOLAR_API_URL"));
    expect(await s2.search("zz", { limit: 10 })).toEqual([]);
  });
});

describe("GitHub client", () => {
  it("reads link, name, owner, stars, year and description, with the token header", async () => {
    const github = createGithubClient(clientSettings(fake, "GITHUB_API_URL", { apiKey: "ghp_test" }));
    const repositories = await github.search("graph networks", { limit: 3 });
    expect(fake.requestsTo("github").at(-1)?.headers.authorization).toBe("Bearer ghp_test");
    expect(repositories).toEqual([
      { link: "https://github.com/fake-lab/graph-networks", name: "fake-lab/graph-networks", author: "fake-lab", stars: 1234, year: 2021, description: "Reference implementation of graph networks" },
      expect.objectContaining({ name: "awesome-lists/awesome-graph-networks", stars: 5400, year: 2019 }),
      expect.objectContaining({ name: "student42/graph-networks-pytorch", description: null }),
    ]);
  });
});

describe("field clean-up", () => {
  it.each([
    [["Ada Lovelace", "Alan Turing"], ["Ada Lovelace", "Alan Turing"]],
    ["Ada Lovelace, Alan Turing and Grace Hopper", ["Ada Lovelace", "Alan Turing", "Grace Hopper"]],
    ["Ada Lovelace; Alan  Turing", ["Ada Lovelace", "Alan Turing"]],
    [[{ name: "Ada Lovelace" }, { author: { display_name: "Alan Turing" } }, { raw_author_name: "Grace Hopper" }], ["Ada Lovelace", "Alan Turing", "Grace Hopper"]],
    [null, []],
  ])("authors %j → %j", (value, expected) => {
    expect(normaliseAuthors(value)).toEqual(expected);
  });

  it.each([
    ["2401.01234v3", "2401.01234"],
    ["http://arxiv.org/abs/2401.01234v1", "2401.01234"],
    ["https://doi.org/10.48550/arXiv.1706.03762", "1706.03762"],
    ["https://arxiv.org/pdf/hep-th/9711200v2.pdf", "hep-th/9711200"],
    ["https://doi.org/10.1145/3292500.3330701", null],
  ])("arXiv id of %s is %s", (value, expected) => {
    expect(arxivIdFrom(value)).toBe(expected);
  });
});
