/**
 * The paper search list (spec §2, §7, §9): POST /search over the local store and the live sources, topK 100,
 * pages of 30. Each search gets its own request_id so a backend can tell a superseded search's pages apart.
 */
import { LIST_PAGE_SIZE, SEARCH_TOP_K } from "@/lib/contract/constants";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { callApi } from "../api/call-api";

export const SEARCH_PAGE_SIZE = LIST_PAGE_SIZE;

/** Unique enough to tell this page's searches apart; randomUUID needs a secure context, which plain-http hosts lack. */
export function newSearchRequestId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function fetchSearchPage(search: { query: string; requestId: string }, offset: number, signal: AbortSignal): Promise<PaperSearchItem[]> {
  return callApi(
    "papers.search",
    { body: { query: search.query, request_id: search.requestId, topK: SEARCH_TOP_K, limit: SEARCH_PAGE_SIZE, offset } },
    { signal },
  );
}
