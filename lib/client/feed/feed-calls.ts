/**
 * The daily paper feed (spec §1, §4): 'hot' for everyone, 'my' ranked by the signed-in user's research profile.
 * Page size 20 (spec §9).
 */
import { DEFAULT_PAGE_SIZE, type FeedType } from "@/lib/contract/constants";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { callApi } from "../api/call-api";
import { feedPapersOf } from "./paged-list";

export async function fetchFeedPage(type: FeedType, offset: number, signal: AbortSignal): Promise<PaperSearchItem[]> {
  // Silent: the feed says inline why it has no papers (the wait for the first ingestion, or a failure).
  const answer = await callApi("papers.tagList", { body: { type, limit: DEFAULT_PAGE_SIZE, offset } }, { signal, silent: true });
  return feedPapersOf(answer);
}
