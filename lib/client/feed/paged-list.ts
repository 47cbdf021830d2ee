/**
 * The paging rules shared by the feed (page size 20) and the search list (30), spec §2 and §9: a page shorter
 * than the page size is the last one; papers seen on an earlier page are not repeated (spec §5 de-duplication by
 * id); the list ends with 'No more', or 'No Data' when nothing came at all.
 */
import { ResultCode } from "@/lib/contract/codes";
import { DEFAULT_PAGE_SIZE } from "@/lib/contract/constants";
import { ContractError } from "@/lib/contract/contract-error";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";

export const END_WITH_ITEMS = "No more";
export const END_WITHOUT_ITEMS = "No Data";

export type PagedList = {
  items: PaperSearchItem[];
  /** Offset of the next page to ask for. */
  nextOffset: number;
  done: boolean;
};

export const emptyPagedList: PagedList = { items: [], nextOffset: 0, done: false };

export function withPage(list: PagedList, page: readonly PaperSearchItem[], pageSize: number): PagedList {
  const seen = new Set(list.items.map((item) => String(item.id)));
  const fresh = page.filter((item) => {
    const id = String(item.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return { items: [...list.items, ...fresh], nextOffset: list.nextOffset + page.length, done: page.length < pageSize };
}

/** The text under a finished list. */
export function endOfListText(list: PagedList): string | undefined {
  if (!list.done) return undefined;
  return list.items.length > 0 ? END_WITH_ITEMS : END_WITHOUT_ITEMS;
}

/**
 * POST /tagList may answer tag names or topic objects instead of papers (lib/contract/calls/papers.ts); only an
 * answer of papers fills a feed.
 */
export function feedPapersOf(answer: readonly (string | object)[]): PaperSearchItem[] {
  return answer.filter((entry): entry is PaperSearchItem => typeof entry === "object" && "title" in entry && "id" in entry);
}

/** A feed's first page as a server-rendered page got it: papers, the wait for the first ingestion, or a failure. */
export type FeedFirstPage = { status: "papers"; papers: PaperSearchItem[] } | { status: "waiting"; message: string } | { status: "unavailable" };

/** The backend answers ResultCode.feedWaiting (FEED_WAITING_MESSAGE) until its first ingestion has stored a paper. */
export function isFeedWaiting(error: unknown): error is ContractError {
  return error instanceof ContractError && error.code === ResultCode.feedWaiting;
}

/**
 * The hot feed's list as the server's first page starts it, continued in the browser; a page the server could not
 * read (undefined) is asked again there.
 */
export function hotFeedStartingList(feed: FeedFirstPage): PagedList | undefined {
  if (feed.status === "papers") return withPage(emptyPagedList, feed.papers, DEFAULT_PAGE_SIZE);
  if (feed.status === "waiting") return { ...emptyPagedList, done: true };
  return undefined;
}
