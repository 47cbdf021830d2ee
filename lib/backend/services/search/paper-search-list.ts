import "server-only";
import { inArray } from "drizzle-orm";
import type { PaperSearchItem } from "@/lib/contract";
import { LIST_PAGE_SIZE, SEARCH_TOP_K } from "@/lib/contract";
import type { SearchRequest } from "@/lib/contract/calls/papers";
import type { DatabaseOrTransaction } from "../../db/client";
import { papers } from "../../db/schema";
import type { Logger } from "../../logger";
import { mergePapers } from "../../papers/merge-papers";
import { searchCachedPapers } from "../../papers/paper-cache";
import type { PaperRecord } from "../../papers/paper-sources";
import { paperItem } from "../feed/paper-item";

/**
 * POST /search (spec §2 Paper search list): the local store's full-text matches (feed papers and every paper an
 * agent fetched) and the live sources' answer (arXiv, OpenAlex, Semantic Scholar), merged without duplicates
 * (arXiv id, then normalised title) into at most topK papers, then paged by offset/limit. The merged list is kept
 * for a while per query, so scrolling pages through one stable list and asks the live sources once.
 */
export type PaperSearchDeps = {
  db: DatabaseOrTransaction;
  log: Logger;
  /** The live sources (PaperSources.searchPapers): a failure of all of them leaves the local matches. */
  searchLive: (query: string, limit: number) => Promise<PaperRecord[]>;
};

/** Called before the live sources are asked (not for a page of a list already made): the caller's rate limit. */
export type BeforeLiveSearch = () => Promise<void>;

const KEEP_MS = 10 * 60 * 1000;
const KEPT_LISTS = 100;

export function createPaperSearch(deps: PaperSearchDeps) {
  const kept = new Map<string, { items: PaperSearchItem[]; at: number }>();

  async function mergedList(query: string, topK: number, beforeLiveSearch: BeforeLiveSearch): Promise<PaperSearchItem[]> {
    // Case and spacing only: quotes and "-word" change what the local full-text search matches.
    const key = `${topK}\u0000${query.toLowerCase().replace(/\s+/g, " ")}`;
    const known = kept.get(key);
    if (known && Date.now() - known.at < KEEP_MS) return known.items;
    await beforeLiveSearch();
    const [local, live] = await Promise.all([
      searchCachedPapers(deps.db, query, topK),
      deps.searchLive(query, topK).catch((error: unknown) => {
        deps.log.warn({ err: error }, "live paper sources unavailable; searching the local store only");
        return [];
      }),
    ]);
    const items = await withFeedColumns(deps.db, mergePapers([live, local]).slice(0, topK));
    if (kept.size >= KEPT_LISTS) kept.delete(kept.keys().next().value ?? "");
    kept.set(key, { items, at: Date.now() });
    return items;
  }

  return async function searchPaperList(request: SearchRequest, beforeLiveSearch: BeforeLiveSearch): Promise<PaperSearchItem[]> {
    const limit = request.limit ?? LIST_PAGE_SIZE;
    const offset = request.offset ?? ((request.page ?? 1) - 1) * limit;
    const list = await mergedList(request.query.trim(), request.topK ?? SEARCH_TOP_K, beforeLiveSearch);
    return list.slice(offset, offset + limit);
  };
}

/** Papers the feed ingested carry their arXiv categories and listing date: the item's tag and date. */
async function withFeedColumns(db: DatabaseOrTransaction, found: PaperRecord[]): Promise<PaperSearchItem[]> {
  const ids = found.map((paper) => paper.id);
  const rows = ids.length === 0 ? [] : await db.select({ id: papers.id, categories: papers.categories, listedAt: papers.listedAt }).from(papers).where(inArray(papers.id, ids));
  const feedColumns = new Map(rows.map((row) => [row.id, row]));
  return found.map((paper) => paperItem({ ...paper, ...feedColumns.get(paper.id) }));
}
