import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "@/lib/backend/db/schema";
import { newObjectKey } from "@/lib/backend/storage/object-keys";
import { type PaperSearchItem, type ResearchProfileClient, type ResearchProfileServer, ValidationMessage } from "@/lib/contract";
import { pdfLink, profileToClient, profileToServer } from "@/lib/domain/profile/profile-mapping";
import { minimalPdf } from "../../fixtures/fake-papers/minimal-pdf";
import { CORPUS, createFeedSetup, type FeedSetup, TOPICS } from "../feed/feed-support";
import { get, post } from "../support/accounts";

/**
 * Issue 20 item 1: the research profile over the API: every §5 rule the server checks with the spec's words, the
 * server shape saved and read back (and through the client mapping both ways), link titles from the arXiv API,
 * and uploaded PDFs (the user's own, PDFs only) feeding the 'my' feed.
 */
let setup: FeedSetup;
beforeAll(async () => {
  setup = await createFeedSetup(CORPUS);
  await setup.ingest();
});
afterAll(() => setup.dispose());

const linked = TOPICS.graphs[0];
const arxivEntry = (id: string, title: string) => `https://arxiv.org/abs/${id}->${title}`;

async function storeUpload(userId: string, name: string, contentType: string, bytes: Uint8Array): Promise<string> {
  const key = newObjectKey(userId, name, new Date());
  await setup.backend.deps.storage.put(key, bytes, contentType);
  await setup.backend.deps.db
    .insert(files)
    .values({ userId, key, originalName: name, contentType, size: bytes.byteLength, status: "uploaded", uploadedAt: new Date() });
  return key;
}

describe("login", () => {
  it.each([
    ["POST", "/submitPreference"],
    ["GET", "/getPreference"],
    ["GET", `/getTitleByUrl?url=${encodeURIComponent("https://arxiv.org/abs/2611.00001")}`],
  ])("%s %s needs it", async (method, path) => {
    const answer = method === "POST" ? await post(setup.backend, path, { content: "x" }) : await get(setup.backend, path);
    expect(answer.status).toBe(401);
  });
});

describe("the §5 rules, in the spec's words", () => {
  it.each([
    ["nothing at all", {}, ValidationMessage.profileEmpty],
    ["only blanks", { content: "   ", tags: [], arxivUrls: [] }, ValidationMessage.profileEmpty],
    ["a scholar link elsewhere", { googleScholarUrls: [{ google_scholar_url: "https://example.org/citations?user=1" }] }, ValidationMessage.scholarLinkInvalid],
    ["a preprint link elsewhere", { arxivUrls: ["https://biorxiv.org/abs/1->Title"] }, ValidationMessage.arxivLinkInvalid],
    ["the same link twice", { arxivUrls: [arxivEntry("2611.00001", "A"), arxivEntry("2611.00001", "B")] }, ValidationMessage.linkExists],
    ["a link without its title", { arxivUrls: ["https://arxiv.org/abs/2611.00001->"] }, ValidationMessage.linkTitleFailed],
    ["two links with one title", { arxivUrls: [arxivEntry("2611.00001", "Same"), arxivEntry("2611.00002", "Same")] }, ValidationMessage.sameTitleExists],
  ])("%s → 400", async (_case, body, message) => {
    const { token } = await setup.signIn();
    const answer = await post(setup.backend, "/submitPreference", body, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, message });
  });

  it("refuses a tag outside the 30 topics", async () => {
    const { token } = await setup.signIn();
    const answer = await post(setup.backend, "/submitPreference", { tags: ["Astrology"] }, { token });
    expect(answer.body.code).toBe(400);
  });

  it("refuses an uploaded file that is not a PDF ('Please upload PDF file!')", async () => {
    const { userId, token } = await setup.signIn();
    const key = await storeUpload(userId, "notes.txt", "text/plain", new TextEncoder().encode("graph neural networks"));
    const answer = await post(setup.backend, "/submitPreference", { pdfUrls: [pdfLink(key, "notes.txt")] }, { token });
    expect(answer.body).toMatchObject({ code: 400, message: ValidationMessage.pdfOnly });
  });

  it("accepts a scholar link in each host form", async () => {
    const { token } = await setup.signIn();
    for (const url of ["https://scholar.google.com/citations?user=abc", "scholar.google.co.uk/citations?user=abc", "http://www.scholar.google.de/x"]) {
      const answer = await post(setup.backend, "/submitPreference", { googleScholarUrls: [{ google_scholar_url: url }] }, { token });
      expect(answer.body).toMatchObject({ code: 0, result: "Update success" });
    }
  });
});

describe("saving and reading back", () => {
  it("reads null before the first save", async () => {
    const { token } = await setup.signIn();
    expect((await get(setup.backend, "/getPreference", { token })).body).toMatchObject({ code: 0, result: null });
  });

  it("round-trips the server shape, and the client view through the mapping", async () => {
    const { userId, token } = await setup.signIn();
    const key = await storeUpload(userId, "My Thesis.pdf", "application/pdf", minimalPdf(["Graph neural networks for molecules."]));
    const client: ResearchProfileClient = {
      choose: ["LLM Reasoning", "AI for Science"],
      text: "Graph learning for chemistry",
      files: [{ url: pdfLink(key, "My Thesis.pdf"), name: "My Thesis.pdf" }],
      links: [{ url: `https://arxiv.org/abs/${linked?.arxivId}`, title: linked?.title ?? "" }],
      googleScholarUrls: [{ google_scholar_url: "https://scholar.google.com/citations?user=abc" }],
    };
    const body = profileToServer(client);
    expect((await post(setup.backend, "/submitPreference", body, { token })).body).toMatchObject({ code: 0, result: "Update success" });

    const read = await get<ResearchProfileServer>(setup.backend, "/getPreference", { token });
    expect(read.body.result).toEqual({ ...body, pdfFiles: [{ url: pdfLink(key, "My Thesis.pdf"), name: "My Thesis.pdf" }] });
    expect(profileToClient(read.body.result)).toEqual(client);
  });

  it("replaces the profile on the next save", async () => {
    const { token } = await setup.signIn();
    await post(setup.backend, "/submitPreference", { content: "first", tags: ["Code Generation"] }, { token });
    await post(setup.backend, "/submitPreference", { content: "second" }, { token });
    const read = await get<ResearchProfileServer>(setup.backend, "/getPreference", { token });
    expect(read.body.result).toMatchObject({ content: "second", tags: [], arxivUrls: [], pdfUrls: [], googleScholarUrls: [] });
  });
});

describe("uploaded PDFs in the profile", () => {
  it("rank the 'my' feed by their text", async () => {
    const { userId, token } = await setup.signIn();
    const key = await storeUpload(userId, "thesis.pdf", "application/pdf", minimalPdf(["Quantum error correction with surface codes.", "Decoders for noisy logical qubits."]));
    await post(setup.backend, "/submitPreference", { pdfUrls: [pdfLink(key, "thesis.pdf")] }, { token });
    const ranked = (await post<PaperSearchItem[]>(setup.backend, "/tagList", { type: "my", limit: 50 }, { token })).body.result ?? [];
    expect(ranked.slice(0, 3).map((item) => item.id).sort()).toEqual(TOPICS.quantum.map((paper) => `arxiv:${paper.arxivId}`).sort());
  });

  it("are never read from another user's storage", async () => {
    const owner = await setup.signIn("owner");
    const key = await storeUpload(owner.userId, "secret.pdf", "application/pdf", minimalPdf(["Protein folding secrets."]));
    const other = await setup.signIn("other");
    const saved = await post(setup.backend, "/submitPreference", { pdfUrls: [pdfLink(key, "secret.pdf")] }, { token: other.token });
    expect(saved.body.code).toBe(0);
    const read = await get<ResearchProfileServer>(setup.backend, "/getPreference", { token: other.token });
    expect(read.body.result).toMatchObject({ pdfUrls: [pdfLink(key, "secret.pdf")], pdfFiles: [] });
    // Nothing was read: the profile has no words, so 'my' is the hot order.
    const hot = (await post<PaperSearchItem[]>(setup.backend, "/tagList", { type: "hot", limit: 50 })).body.result;
    const mine = (await post<PaperSearchItem[]>(setup.backend, "/tagList", { type: "my", limit: 50 }, { token: other.token })).body.result;
    expect(mine).toEqual(hot);
  });
});

describe("GET /getTitleByUrl", () => {
  const titleOf = async (url: string) => {
    const { token } = await setup.signIn();
    return get<{ title: string; url: string }[]>(setup.backend, `/getTitleByUrl?url=${encodeURIComponent(url)}`, { token });
  };

  it("answers a paper link's title from the arXiv API, not by scraping the page", async () => {
    setup.fake.requests.length = 0;
    const answer = await titleOf(`https://arxiv.org/abs/${linked?.arxivId}v2`);
    expect(answer.body).toMatchObject({ code: 0, result: [{ title: linked?.title }] });
    expect(setup.fake.requests).toEqual([{ path: "/api/query", query: { id_list: linked?.arxivId, max_results: "1" } }]);
    expect((await titleOf(`arxiv.org/pdf/${linked?.arxivId}.pdf`)).body.result?.[0]?.title).toBe(linked?.title);
  });

  it("says 'Get link title failed' for a paper arXiv does not know", async () => {
    const answer = await titleOf("https://arxiv.org/abs/2611.99999");
    expect(answer.body).toMatchObject({ code: 400, message: ValidationMessage.linkTitleFailed });
  });

  it("takes only preprint links ('Please enter a valid Arxiv link')", async () => {
    for (const url of ["http://127.0.0.1/admin", "https://example.org/paper", "file:///etc/passwd"]) {
      expect((await titleOf(url)).body).toMatchObject({ code: 400, message: ValidationMessage.arxivLinkInvalid });
    }
  });
});
