import "server-only";
import { and, desc, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { BackendConfig } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import { papers } from "../../db/schema";
import type { Logger } from "../../logger";
import { upsertPapers } from "../../papers/paper-cache";
import type { ListedPaper } from "../../papers/sources/arxiv-client";
import { embedderFor } from "./embeddings";
import { citationCounts } from "./openalex-citations";
import { feedArxivClient, openAlexSettings } from "./feed-sources";

/**
 * One run of the daily feed's ingestion (scheduled by feed-schedule.ts): the arXiv listing of FEED_ARXIV_CATEGORIES
 * since a day before the newest paper the feed has (FEED_LOOKBACK_DAYS on a fresh install), newest first, at most
 * FEED_INGEST_MAX_PAPERS, stored in the papers table with their listing date and categories. OpenAlex citation
 * counts are added when OpenAlex answers; without them the hot score falls back to recency alone. With
 * LLM_EMBEDDING_MODEL set, new papers are embedded for the 'my' feed.
 */
export type IngestDeps = { db: DatabaseOrTransaction; config: BackendConfig; log: Logger; now: () => Date };

const PAGE_SIZE = 100;
const EMBED_BATCH = 64;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function ingestFeed(deps: IngestDeps, signal?: AbortSignal): Promise<number> {
  const { config, db, log } = deps;
  const to = deps.now();
  const from = await windowStart(db, to, config.FEED_LOOKBACK_DAYS);
  const arxiv = feedArxivClient(config);
  const listed = new Map<string, ListedPaper>();
  // Counted apart from `listed`: a paper repeated across pages (the listing shifted between calls) is kept once.
  for (let start = 0; start < config.FEED_INGEST_MAX_PAPERS; ) {
    const max = Math.min(PAGE_SIZE, config.FEED_INGEST_MAX_PAPERS - start);
    const page = await arxiv.listSubmitted({ categories: config.FEED_ARXIV_CATEGORIES, from, to, start, max, signal });
    for (const entry of page) if (!listed.has(entry.paper.id)) listed.set(entry.paper.id, entry);
    start += page.length;
    if (page.length < max) break;
  }
  if (listed.size === 0) return 0;

  const entries = [...listed.values()];
  const counts = await citationCounts(openAlexSettings(config), entries.flatMap((entry) => entry.paper.arxivId ?? []), signal).catch((error: unknown) => {
    log.warn({ err: error }, "OpenAlex citation counts unavailable; the hot feed ranks these papers by recency");
    return new Map<string, number>();
  });
  await upsertPapers(
    db,
    entries.map(({ paper }) => ({ ...paper, citationCount: counts.get(paper.arxivId ?? "") ?? paper.citationCount })),
  );
  await markListed(db, entries, to);
  await embedFeedPapers(deps, signal);
  return entries.length;
}

/**
 * Embeds (LLM_EMBEDDING_MODEL) the newest feed papers that have no embedding yet, this run's and any an earlier run
 * could not embed; until then a paper ranks by full text alone.
 */
async function embedFeedPapers(deps: IngestDeps, signal?: AbortSignal): Promise<void> {
  const embed = embedderFor(deps.config);
  if (!embed) return;
  const missing = await deps.db
    .select({ id: papers.id, title: papers.title, abstract: papers.abstract })
    .from(papers)
    .where(and(isNotNull(papers.listedAt), isNull(papers.embedding)))
    .orderBy(desc(papers.listedAt))
    .limit(deps.config.FEED_INGEST_MAX_PAPERS);
  for (let at = 0; at < missing.length; at += EMBED_BATCH) {
    const batch = missing.slice(at, at + EMBED_BATCH);
    try {
      const vectors = await embed(batch.map((paper) => `${paper.title}\n${paper.abstract}`), signal);
      const rows = batch.map((paper, index) => ({ id: paper.id, embedding: vectors[index] ?? null }));
      await deps.db.execute(sql`
        update ${papers} set embedding = array(select jsonb_array_elements_text(x.embedding)::real)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, embedding jsonb)
        where ${papers.id} = x.id and x.embedding is not null`);
    } catch (error) {
      deps.log.warn({ err: error }, "paper embeddings unavailable; these papers rank by full text until a later run embeds them");
      return;
    }
  }
}

async function windowStart(db: DatabaseOrTransaction, now: Date, lookbackDays: number): Promise<Date> {
  const [row] = await db.select({ newest: max(papers.listedAt) }).from(papers).where(isNotNull(papers.listedAt));
  const earliest = new Date(now.getTime() - lookbackDays * DAY_MS);
  // A day of overlap: arXiv may list a paper some hours after its submission date.
  const newest = row?.newest ? new Date(row.newest.getTime() - DAY_MS) : earliest;
  return newest > earliest ? newest : earliest;
}

/** The feed's own columns, which the shared paper upsert leaves alone; one statement for the whole run. */
async function markListed(db: DatabaseOrTransaction, entries: readonly ListedPaper[], now: Date): Promise<void> {
  const rows = entries.map(({ paper, categories, submittedAt }) => ({ id: paper.id, listed_at: (submittedAt ?? now).toISOString(), categories }));
  await db.execute(sql`
    update ${papers} set listed_at = x.listed_at, categories = x.categories
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, listed_at timestamptz, categories jsonb)
    where ${papers.id} = x.id`);
}
