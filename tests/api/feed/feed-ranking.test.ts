import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaperSearchItem } from "@/lib/contract";
import { post } from "../support/accounts";
import { CORPUS, createFeedSetup, type FeedSetup, TOPICS } from "./feed-support";

/**
 * Issue 20 item 3, ranking on a synthetic corpus: 'hot' by the documented score, 'my' by relevance to the saved
 * profile (a profile about X ranks the X papers first), paging and access.
 */
let setup: FeedSetup;
beforeAll(async () => {
  setup = await createFeedSetup(CORPUS);
  await setup.ingest();
});
afterAll(() => setup.dispose());

const DAY_MS = 24 * 60 * 60 * 1000;
const idsOf = (items: PaperSearchItem[] | null) => (items ?? []).map((item) => item.id);
const arxivIds = (papers: readonly { arxivId: string }[]) => papers.map((paper) => `arxiv:${paper.arxivId}`);

async function feed(body: Record<string, unknown>, token?: string) {
  return post<PaperSearchItem[]>(setup.backend, "/tagList", body, { token });
}

describe("the hot feed", () => {
  it("ranks by ln(1 + citations) − age in days / 2, for anyone", async () => {
    const now = Date.now();
    const score = (paper: (typeof CORPUS)[number]) => Math.log(1 + (paper.citations ?? 0)) - (now - paper.submitted.getTime()) / DAY_MS / 2;
    const expected = [...CORPUS].sort((a, b) => score(b) - score(a));
    const answer = await feed({ type: "hot", limit: 50 });
    expect(answer.body.code).toBe(0);
    expect(idsOf(answer.body.result)).toEqual(arxivIds(expected));
  });

  it("answers the paper search item shape", async () => {
    const answer = await feed({ page: 1, limit: 50 });
    const item = answer.body.result?.find((entry) => entry.id === "arxiv:2611.00012");
    const paper = TOPICS.quantum[1];
    expect(item).toEqual({
      id: "arxiv:2611.00012",
      title: paper?.title,
      tag: "quant-ph",
      date: paper?.submitted.toISOString(),
      authors: ["Ada Lovelace"],
      abstract_info: paper?.abstract,
      image: null,
      url: "https://arxiv.org/abs/2611.00012",
      arxiv_id: "2611.00012",
      pdf_url: "http://arxiv.org/pdf/2611.00012v1",
      citation_count: 0,
    });
  });

  it("pages by limit with offset or page, without overlap, and ends with an empty page", async () => {
    const all = idsOf((await feed({ type: "hot", limit: 50 })).body.result);
    const first = idsOf((await feed({ type: "hot", limit: 5, page: 1 })).body.result);
    const second = idsOf((await feed({ type: "hot", limit: 5, page: 2 })).body.result);
    const byOffset = idsOf((await feed({ type: "hot", limit: 5, offset: 5 })).body.result);
    expect(first).toEqual(all.slice(0, 5));
    expect(second).toEqual(all.slice(5, 10));
    expect(byOffset).toEqual(second);
    expect(idsOf((await feed({ type: "hot", limit: 5, offset: 10 })).body.result)).toEqual(all.slice(10));
    const past = await feed({ type: "hot", limit: 5, offset: 50 });
    expect(past.body).toMatchObject({ code: 0, result: [] });
  });

  it("defaults to 30 a page (spec §9: tag lists)", async () => {
    const answer = await feed({});
    expect(answer.body.result).toHaveLength(CORPUS.length);
  });

  it("filters by an arXiv category or by a research topic's words", async () => {
    const byCategory = idsOf((await feed({ type: "hot", tag: "q-bio.BM", limit: 50 })).body.result);
    expect(byCategory.sort()).toEqual(arxivIds(TOPICS.proteins).sort());
    const byTopic = idsOf((await feed({ type: "hot", tag: "Quantum error correction", limit: 50 })).body.result);
    expect(byTopic.sort()).toEqual(arxivIds(TOPICS.quantum).sort());
    const none = await feed({ type: "hot", tag: "astro-ph.GA" });
    expect(none.body).toMatchObject({ code: 0, result: [] });
  });
});

describe("one paper by id (detail links)", () => {
  it("answers just that paper, or nothing for an unknown id", async () => {
    const one = await feed({ id: "arxiv:2611.00021" });
    expect(idsOf(one.body.result)).toEqual(["arxiv:2611.00021"]);
    expect((await feed({ id: "arxiv:0000.00000" })).body).toMatchObject({ code: 0, result: [] });
  });
});

describe("the my feed", () => {
  it("needs login", async () => {
    const answer = await feed({ type: "my" });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });

  it("is the hot order until a profile is saved", async () => {
    const { token } = await setup.signIn();
    const hot = idsOf((await feed({ type: "hot", limit: 50 })).body.result);
    expect(idsOf((await feed({ type: "my", limit: 50 }, token)).body.result)).toEqual(hot);
  });

  it.each([
    ["graphs", { content: "I work on graph neural networks and message passing." }],
    ["quantum", { content: "Quantum error correction: decoders for surface codes and logical qubits." }],
    ["proteins", { tags: ["AI for Science"], content: "protein folding and docking" }],
    ["reasoning", { tags: ["LLM Reasoning"] }],
  ] as const)("ranks the %s papers first for a profile about them", async (topic, profile) => {
    const { token } = await setup.signIn(topic);
    const saved = await post(setup.backend, "/submitPreference", profile, { token });
    expect(saved.body).toMatchObject({ code: 0, result: "Update success" });
    const ranked = idsOf((await feed({ type: "my", limit: 50 }, token)).body.result);
    expect(ranked).toHaveLength(CORPUS.length);
    expect(ranked.slice(0, 3).sort()).toEqual(arxivIds(TOPICS[topic]).sort());
  });

  it("follows a profile's linked arXiv paper (its abstract, from the arXiv API)", async () => {
    const { token } = await setup.signIn("linked");
    const linked = TOPICS.proteins[0];
    const entry = `https://arxiv.org/abs/${linked?.arxivId}->${linked?.title}`;
    await post(setup.backend, "/submitPreference", { arxivUrls: [entry] }, { token });
    const ranked = idsOf((await feed({ type: "my", limit: 50 }, token)).body.result);
    expect(ranked.slice(0, 3).sort()).toEqual(arxivIds(TOPICS.proteins).sort());
  });
});
