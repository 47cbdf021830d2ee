import "server-only";
import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { ContractError, type FeedType, type PaperSearchItem, ResultCode } from "@/lib/contract";
import { FEED_WAITING_MESSAGE } from "@/lib/contract/calls/papers";
import type { DatabaseOrTransaction } from "../../db/client";
import { papers, researchProfiles } from "../../db/schema";
import type { ProfileRanking } from "../profile/profile-text";
import { realArray } from "./embeddings";
import { paperRecordColumns } from "../../papers/paper-cache";
import { paperItem } from "./paper-item";

/**
 * A page of the daily feed: the papers the ingestion listed (ingest-feed.ts), ranked.
 *
 * 'hot' ranks by popularity and recency: score = ln(1 + citations) − age_in_days / 2, age counted from the arXiv
 * submission date. A day of age costs as much as multiplying the citations by e^0.5 ≈ 1.65, so a fresh paper
 * leads unless an older one is being cited fast; without OpenAlex counts it is plain recency.
 *
 * 'my' ranks by PostgreSQL full-text relevance (ts_rank_cd over the title-weighted `search` column) against the
 * profile's feed query (services/profile/profile-text.ts), newer first among equals; with LLM_EMBEDDING_MODEL set,
 * by the cosine of the paper's and the profile's embeddings first. Before a profile is saved it is the hot order.
 */
const HOT_DECAY_DAYS = 2;

/** What an item shows: a paper's record (never its full text) and where the feed listed it. */
const itemColumns = { ...paperRecordColumns, categories: papers.categories, listedAt: papers.listedAt };
const ARXIV_CATEGORY = /^[a-z-]+\.[A-Za-z-]+$/;

export type FeedQuery = { type: FeedType; userId?: string; limit: number; offset: number; tag?: string; now: Date };

/** One stored paper by id, feed or search result alike (a detail link); never a user's upload, which is private. */
export async function feedPaper(db: DatabaseOrTransaction, id: string): Promise<PaperSearchItem[]> {
  const rows = await db.select(itemColumns).from(papers).where(and(eq(papers.id, id), ne(papers.source, "upload"))).limit(1);
  return rows.map((row) => paperItem(row));
}

export async function feedPage(db: DatabaseOrTransaction, query: FeedQuery): Promise<PaperSearchItem[]> {
  const profile = query.type === "my" && query.userId ? await profileRanking(db, query.userId) : undefined;
  const rows = await db
    .select(itemColumns)
    .from(papers)
    .where(and(inArray(papers.id, newestFeedPapers(db)), tagFilter(query.tag)))
    .orderBy(...(profile ? relevanceOrder(profile) : hotOrder(query.now)), papers.id)
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0 && query.offset === 0 && !(await hasFeedPapers(db))) {
    // A business code (HTTP 200): an empty store is a state of a fresh install, not a server fault.
    throw new ContractError(ResultCode.feedWaiting, FEED_WAITING_MESSAGE);
  }
  return rows.map((row) => paperItem(row));
}

export async function hasFeedPapers(db: DatabaseOrTransaction): Promise<boolean> {
  const [row] = await db.select({ id: papers.id }).from(papers).where(isNotNull(papers.listedAt)).limit(1);
  return row !== undefined;
}

/**
 * Both rankings score only the newest FEED_WINDOW feed papers (read off the listed_at index): a daily feed is about
 * recent work, and a year of hourly ingestion must not make every page sort the whole table. Older papers stay
 * findable through search.
 */
const FEED_WINDOW = 3000;

function newestFeedPapers(db: DatabaseOrTransaction) {
  return db.select({ id: papers.id }).from(papers).where(isNotNull(papers.listedAt)).orderBy(desc(papers.listedAt)).limit(FEED_WINDOW);
}

function hotOrder(now: Date): SQL[] {
  const ageDays = sql`extract(epoch from (${now.toISOString()}::timestamptz - ${papers.listedAt})) / 86400`;
  return [desc(sql`ln(1 + greatest(coalesce(${papers.citationCount}, 0), 0)) - ${ageDays} / ${HOT_DECAY_DAYS}`), desc(papers.listedAt)];
}

/** The profile's embedding first when both sides have one (cosine = dot product of unit vectors), then full text. */
function relevanceOrder(profile: ProfileRanking): SQL[] {
  const order: SQL[] = [];
  if (profile.embedding) {
    const dimensions = profile.embedding.length;
    const cosine = sql`(select sum(a * b) from unnest(${papers.embedding}, ${realArray(profile.embedding)}::real[]) as pair(a, b))`;
    // A paper embedded by another model (other dimensions) or not at all ranks after the embedded ones.
    order.push(sql`case when array_length(${papers.embedding}, 1) = ${dimensions} then ${cosine} end desc nulls last`);
  }
  if (profile.feedQuery !== "") order.push(desc(sql`ts_rank_cd(${papers.search}, to_tsquery('simple', ${profile.feedQuery}))`));
  return [...order, desc(papers.listedAt)];
}

/** An arXiv category (cs.AI) filters by category; any other tag (a research topic) by full-text match. */
function tagFilter(tag: string | undefined): SQL | undefined {
  const trimmed = tag?.trim();
  if (!trimmed) return undefined;
  if (ARXIV_CATEGORY.test(trimmed)) return sql`${papers.categories} ? ${trimmed}`;
  return sql`${papers.search} @@ plainto_tsquery('english', ${trimmed})`;
}

/** What the saved profile ranks by; undefined before a save, or when it gave neither words nor an embedding. */
async function profileRanking(db: DatabaseOrTransaction, userId: string): Promise<ProfileRanking | undefined> {
  const [row] = await db
    .select({ feedQuery: researchProfiles.feedQuery, embedding: researchProfiles.embedding })
    .from(researchProfiles)
    .where(eq(researchProfiles.userId, userId))
    .limit(1);
  return row && (row.feedQuery !== "" || row.embedding) ? row : undefined;
}
