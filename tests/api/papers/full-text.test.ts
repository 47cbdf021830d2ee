import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, papers, users } from "@/lib/backend/db/schema";
import type { PaperRecord } from "@/lib/backend/papers/paper-sources";
import { newObjectKey } from "@/lib/backend/storage/object-keys";
import { fullTextMarker, minimalPdf, type FakePaper } from "../../fixtures/fake-papers";
import { createPapersSetup, type PapersSetup } from "./papers-support";

/** An agent that reads a paper gets its PDF's text (once downloaded, then from the cache), or the abstract. */
let setup: PapersSetup;
let found: PaperRecord[];
const query = "mixture of experts";

beforeAll(async () => {
  setup = await createPapersSetup();
  found = await setup.sources.searchPapers(query);
});
afterAll(() => setup.dispose());

const fakePaper = (kind: FakePaper["kind"]) => {
  const paper = setup.fake.corpusFor(query).find((entry) => entry.kind === kind);
  if (!paper) throw new Error(`no ${kind} paper`);
  return paper;
};
const record = (paper: FakePaper) => {
  const match = found.find((entry) => entry.title === paper.title);
  if (!match) throw new Error(`search did not return ${paper.title}`);
  return match;
};
const pdfCalls = () => setup.fake.requestsTo("pdf").length;

describe("fullText", () => {
  it("extracts an arXiv paper's PDF once and then reads it from the cache", async () => {
    const survey = fakePaper("survey");
    const before = pdfCalls();
    const text = await setup.sources.fullText(record(survey));
    expect(text).toContain(fullTextMarker(survey));
    expect(text).toContain(survey.title);
    expect(setup.fake.requestsTo("pdf").at(-1)?.path).toBe(`/pdf/${survey.arxivId}`);

    expect(await setup.sources.fullText(record(survey))).toBe(text);
    expect(pdfCalls() - before).toBe(1);
    const [row] = await setup.backend.deps.db.select({ fullText: papers.fullText }).from(papers).where(eq(papers.id, `arxiv:${survey.arxivId}`));
    expect(row?.fullText).toBe(text);
  });

  it("reads an open-access PDF of a paper without an arXiv id", async () => {
    const revisiting = fakePaper("revisiting");
    const text = await setup.sources.fullText(record(revisiting));
    expect(text).toContain(fullTextMarker(revisiting));
    expect(setup.fake.requestsTo("pdf").at(-1)?.path).toBe(`/pdf/${revisiting.key}.pdf`);
  });

  it("answers the abstract when there is no PDF, without downloading anything", async () => {
    const benchmark = record(fakePaper("benchmark"));
    const before = pdfCalls();
    expect(await setup.sources.fullText(benchmark)).toBe(benchmark.abstract);
    expect(pdfCalls()).toBe(before);
  });

  it("answers the abstract when the download fails, and tries again next time", async () => {
    const scaling = fakePaper("scaling");
    setup.fake.setFailure("pdf", { status: 404, times: 1 });
    expect(await setup.sources.fullText(record(scaling))).toBe(record(scaling).abstract);
    expect(await setup.sources.fullText(record(scaling))).toContain(fullTextMarker(scaling));
  });

  it("downloads from the stored record's link, not from a link the caller made up", async () => {
    // The theory paper has no PDF anywhere; the caller's copy claims another paper's PDF.
    const theory = { ...record(fakePaper("theory")), pdfUrl: `${setup.fake.url}/pdf/${fakePaper("scaling").arxivId}` };
    const before = pdfCalls();
    expect(await setup.sources.fullText(theory)).toBe(theory.abstract);
    expect(pdfCalls()).toBe(before);
  });
});

describe("uploadedPapers", () => {
  it("reads the user's own uploaded PDFs and text files as papers, in the order given, and caches their text", async () => {
    const { db, storage } = setup.backend.deps;
    if (storage.kind !== "local") throw new Error("these tests use the local storage driver");
    const [owner, stranger] = await db
      .insert(users)
      .values([{ email: "owner@lab.example.org", platform: "email" }, { email: "stranger@lab.example.org", platform: "email" }])
      .returning({ id: users.id });
    if (!owner || !stranger) throw new Error("users not created");

    const store = async (userId: string, name: string, contentType: string, bytes: Uint8Array, status: "uploaded" | "pending" = "uploaded") => {
      const key = newObjectKey(userId, name, new Date());
      await storage.write(key, new Blob([Buffer.from(bytes)]).stream(), bytes.byteLength);
      const [row] = await db
        .insert(files)
        .values({ userId, key, originalName: name, contentType, size: bytes.byteLength, status, uploadedAt: new Date() })
        .returning({ id: files.id });
      if (!row) throw new Error("file not created");
      return row.id;
    };
    const pdf = await store(owner.id, "Lab notes on mixtures.pdf", "application/pdf", minimalPdf(["Lab notes", "Uploaded marker zebra quokka."]));
    const markdown = await store(owner.id, "ideas.md", "text/markdown", new TextEncoder().encode("# Ideas\n\nRoute tokens   by difficulty.\n"));
    const pending = await store(owner.id, "draft.pdf", "application/pdf", minimalPdf(["Not confirmed"]), "pending");
    const image = await store(owner.id, "plot.png", "image/png", new Uint8Array([137, 80, 78, 71]));
    const foreign = await store(stranger.id, "theirs.md", "text/markdown", new TextEncoder().encode("someone else's notes"));

    const uploaded = await setup.sources.uploadedPapers(owner.id, [markdown, pending, image, foreign, "no-such-file", pdf]);
    expect(uploaded.map((paper) => paper.id)).toEqual([`upload:${markdown}`, `upload:${pdf}`]);
    expect(uploaded[0]).toMatchObject({ title: "ideas.md", source: "upload", abstract: "# Ideas Route tokens by difficulty.", authors: [], arxivId: null });
    expect(uploaded[1]?.title).toBe("Lab notes on mixtures.pdf");

    const before = pdfCalls();
    const pdfPaper = uploaded[1];
    if (!pdfPaper) throw new Error("no PDF paper");
    expect(await setup.sources.fullText(pdfPaper)).toContain("Uploaded marker zebra quokka.");
    expect(await setup.sources.paperById(`upload:${pdf}`)).toEqual(pdfPaper);
    expect(pdfCalls()).toBe(before);

    // Read once: answered from the cache even after the stored object is gone.
    const [row] = await db.select({ key: files.key }).from(files).where(eq(files.id, pdf));
    await storage.remove(row?.key ?? "");
    expect((await setup.sources.uploadedPapers(owner.id, [pdf])).map((paper) => paper.id)).toEqual([`upload:${pdf}`]);
  });
});
