import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaperRecord } from "@/lib/backend/papers/paper-sources";
import { fullTextMarker, type FakePaper } from "../../fixtures/fake-papers";
import { createPapersSetup, type PapersSetup } from "../papers/papers-support";

/**
 * Issue 13, defect 8: a PDF link that OpenAlex or Semantic Scholar data hands us goes through the guarded fetch.
 * Without the tests' exemption, the fake's loopback links are refused (the agent reads the abstract), while the
 * configured arXiv PDF endpoint, a trusted setting, is still read.
 */
let setup: PapersSetup;
let found: PaperRecord[];
const query = "mixture of experts";

beforeAll(async () => {
  setup = await createPapersSetup({ FETCH_EXEMPT_ORIGINS: "" });
  found = await setup.sources.searchPapers(query);
});
afterAll(() => setup.dispose());

const paperOf = (kind: FakePaper["kind"]) => {
  const paper = setup.fake.corpusFor(query).find((entry) => entry.kind === kind);
  const match = found.find((entry) => entry.title === paper?.title);
  if (!paper || !match) throw new Error(`no ${kind} paper`);
  return { paper, record: match };
};

describe("read_paper's PDF links from data", () => {
  it("does not download an open-access link that points at the server's own network", async () => {
    const { record } = paperOf("revisiting");
    expect(record.pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const before = setup.fake.requestsTo("pdf").length;
    expect(await setup.sources.fullText(record)).toBe(record.abstract);
    expect(setup.fake.requestsTo("pdf").length).toBe(before);
  });

  it("still reads arXiv PDFs from the configured endpoint", async () => {
    const { paper, record } = paperOf("survey");
    expect(await setup.sources.fullText(record)).toContain(fullTextMarker(paper));
  });
});
