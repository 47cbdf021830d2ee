import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { users } from "@/lib/backend/db/schema";
import { logger } from "@/lib/backend/logger";
import { ingestFeed } from "@/lib/backend/services/feed/ingest-feed";
import { issueToken } from "@/lib/backend/services/user/tokens";
import { type FakeArxivListing, type ListedFakePaper, startFakeArxivListing } from "../../fixtures/fake-arxiv-listing/server";
import { uniqueEmail } from "../support/accounts";
import type { BackendOptions } from "@/lib/backend/runtime";
import { createTestBackend, type TestBackend } from "../support/test-backend";

/** Feed and profile tests' setup: a fake arXiv (listing, id lookup, OpenAlex counts) and a backend pointed at it. */
export type FeedSetup = {
  fake: FakeArxivListing;
  backend: TestBackend;
  ingest(): Promise<number>;
  signIn(label?: string): Promise<{ userId: string; token: string }>;
  dispose(): Promise<void>;
};

export async function createFeedSetup(papers: ListedFakePaper[] = [], env: Record<string, string> = {}, options: BackendOptions = { runWorkers: false }): Promise<FeedSetup> {
  const fake = await startFakeArxivListing(papers);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "feed-test-"));
  const backend = await createTestBackend(
    { DATA_DIR: dataDir, ...fake.env, FEED_ARXIV_CATEGORIES: "cs.LG,cs.CL,quant-ph,q-bio.BM", PAPER_SOURCE_TIMEOUT_MS: "2000", ...env },
    options,
  );
  return {
    fake,
    backend,
    ingest: () => ingestFeed({ db: backend.deps.db, config: backend.deps.config, log: logger, now: backend.deps.now }),
    signIn: (label) => signInAs(backend, label),
    async dispose() {
      await backend.dispose();
      await fake.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user made directly, with a token as a login would give. */
export async function signInAs(backend: TestBackend, label = "reader"): Promise<{ userId: string; token: string }> {
  const [row] = await backend.deps.db.insert(users).values({ email: uniqueEmail(label), platform: "email" }).returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return { userId: row.id, token: await issueToken(backend.deps, row.id) };
}

const HOUR_MS = 60 * 60 * 1000;

/** A paper submitted `hoursAgo` before now. */
export function listed(arxivId: string, title: string, abstract: string, categories: string[], hoursAgo: number, citations = 0): ListedFakePaper {
  return { arxivId, title, abstract, categories, submitted: new Date(Date.now() - hoursAgo * HOUR_MS), citations };
}

/**
 * A synthetic corpus of four topics, three papers each, spread over the last two and a half days: profiles about
 * one topic must rank its papers first.
 */
export const TOPICS = {
  graphs: [
    listed("2611.00001", "Graph Neural Networks for Molecule Property Prediction", "We train message passing graph neural networks on molecular graphs.", ["cs.LG"], 50, 3),
    listed("2611.00002", "Scaling Message Passing on Billion-Edge Graphs", "A graph neural network system that partitions graphs for message passing.", ["cs.LG"], 20),
    listed("2611.00003", "Over-smoothing in Deep Graph Networks", "Deep graph neural networks over-smooth node features; we add residual graph attention.", ["cs.LG"], 5),
  ],
  quantum: [
    listed("2611.00011", "Surface Codes for Quantum Error Correction", "Quantum error correction with surface codes and qubit decoders.", ["quant-ph"], 40, 12),
    listed("2611.00012", "Fast Decoders for Noisy Qubits", "Neural decoders for quantum error correction on noisy qubits.", ["quant-ph", "cs.LG"], 30),
    listed("2611.00013", "Logical Qubits on Trapped Ions", "Fault tolerant logical qubits and quantum error correction on trapped ions.", ["quant-ph"], 10),
  ],
  proteins: [
    listed("2611.00021", "Protein Folding with Diffusion", "Protein structure prediction and folding with diffusion models over residues.", ["q-bio.BM"], 45),
    listed("2611.00022", "Protein Language Models for Folding", "Protein sequence language models predict folding and residue contacts.", ["q-bio.BM", "cs.LG"], 25, 1),
    listed("2611.00023", "Docking Proteins at Scale", "Protein docking and folding of complexes with equivariant networks.", ["q-bio.BM"], 2),
  ],
  reasoning: [
    listed("2611.00031", "Chain of Thought Reasoning in Language Models", "Large language models reason step by step with chain of thought prompts.", ["cs.CL"], 55, 40),
    listed("2611.00032", "Verifying Mathematical Reasoning of LLMs", "Language model reasoning on mathematics checked by verifiers.", ["cs.CL"], 15),
    listed("2611.00033", "Self-Consistency for Reasoning", "Sampling several reasoning paths of a language model and voting.", ["cs.CL", "cs.AI"], 8),
  ],
} satisfies Record<string, ListedFakePaper[]>;

export const CORPUS = Object.values(TOPICS).flat();
