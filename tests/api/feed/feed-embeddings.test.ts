import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { papers, researchProfiles } from "@/lib/backend/db/schema";
import type { PaperSearchItem } from "@/lib/contract";
import { fakeEmbedding, type FakeEmbeddings, startFakeEmbeddings } from "../../fixtures/fake-embeddings/server";
import { post } from "../support/accounts";
import { CORPUS, createFeedSetup, type FeedSetup, TOPICS } from "./feed-support";

/**
 * The optional embedding ranking (LLM_EMBEDDING_MODEL): papers embedded at ingestion, the profile when saved, and
 * the 'my' feed in cosine order; when the embedding service is down, ingestion and saving still work on full text.
 */
let embeddings: FakeEmbeddings;
let setup: FeedSetup;
beforeAll(async () => {
  embeddings = await startFakeEmbeddings();
  setup = await createFeedSetup(CORPUS, { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: embeddings.baseUrl, LLM_EMBEDDING_MODEL: "fake-embed" });
  await setup.ingest();
});
afterAll(async () => {
  await setup.dispose();
  await embeddings.close();
});

const unit = (vector: number[]) => {
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
};
const dot = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);

async function myFeed(token: string) {
  return ((await post<PaperSearchItem[]>(setup.backend, "/tagList", { type: "my", limit: 50 }, { token })).body.result ?? []).map((item) => item.id);
}

describe("embedding ranking", () => {
  it("embeds every ingested paper's title and abstract, unit length", async () => {
    const rows = await setup.backend.deps.db.select({ id: papers.id, embedding: papers.embedding }).from(papers).where(isNotNull(papers.listedAt));
    expect(rows).toHaveLength(CORPUS.length);
    for (const row of rows) {
      expect(row.embedding).toHaveLength(64);
      expect(Math.hypot(...(row.embedding ?? []))).toBeCloseTo(1, 5);
    }
  });

  it("ranks the 'my' feed by the cosine of the profile's and each paper's embedding", async () => {
    const { userId, token } = await setup.signIn();
    const content = "graph neural networks message passing";
    await post(setup.backend, "/submitPreference", { content }, { token });
    const [profile] = await setup.backend.deps.db.select().from(researchProfiles).where(eq(researchProfiles.userId, userId));
    expect(profile?.embedding).toHaveLength(64);

    const profileVector = unit(fakeEmbedding(`${content}\n`));
    const expected = [...CORPUS]
      .map((paper) => ({ id: `arxiv:${paper.arxivId}`, cosine: dot(profileVector, unit(fakeEmbedding(`${paper.title}\n${paper.abstract}`))), at: paper.submitted.getTime() }))
      .sort((a, b) => b.cosine - a.cosine || b.at - a.at);
    const ranked = await myFeed(token);
    expect(ranked.slice(0, 3).sort()).toEqual(TOPICS.graphs.map((paper) => `arxiv:${paper.arxivId}`).sort());
    // Papers with a clearly different cosine come in cosine order (float32 storage can swap near-equal ones).
    const separated = expected.filter((entry, index) => index === 0 || Math.abs((expected[index - 1]?.cosine ?? 0) - entry.cosine) > 1e-4);
    const positions = separated.map((entry) => ranked.indexOf(entry.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("falls back to full text when the embedding service is down", async () => {
    embeddings.down = true;
    try {
      const { userId, token } = await setup.signIn();
      const saved = await post(setup.backend, "/submitPreference", { content: "quantum error correction surface codes" }, { token });
      expect(saved.body).toMatchObject({ code: 0, result: "Update success" });
      const [profile] = await setup.backend.deps.db.select().from(researchProfiles).where(eq(researchProfiles.userId, userId));
      expect(profile?.embedding).toBeNull();
      expect((await myFeed(token)).slice(0, 3).sort()).toEqual(TOPICS.quantum.map((paper) => `arxiv:${paper.arxivId}`).sort());
    } finally {
      embeddings.down = false;
    }
  });
});
