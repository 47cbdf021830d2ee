import "server-only";
import { isNotNull, max, sql } from "drizzle-orm";
import type { BackendConfig } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import { papers } from "../../db/schema";
import type { Logger } from "../../logger";
import { upsertPapers } from "../../papers/paper-cache";
import type { ListedPaper } from "../../papers/sources/arxiv-client";
import { citationCounts } from "./openalex-citations";
import { feedArxivClient, openAlexSettings } from "./feed-sources";

/**
 * One run of the daily feed's ingestion (scheduled by feed-schedule.ts): the arXiv listing of FEED_ARXIV_CATEGORIES
 * since a day before the newest paper the feed has (FEED_LOOKBACK_DAYS on a fresh install), newest first, at most
 * FEED_INGEST_MAX_PAPERS, stored in the papers table with their listing date and categories. OpenAlex citation
 * counts are added when OpenAlex answers; without them the hot score falls back to recency alone.
 */
export type IngestDeps = { db: DatabaseOrTransaction; config: BackendConfig; log: Logger; now: () => Date };

const PAGE_SIZE = 100;
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
  return entries.length;
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
