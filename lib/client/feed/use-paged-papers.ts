"use client";

/**
 * An infinite list of papers (the feed and the search list): the first page loads when `key` changes (a new
 * feed type or query starts over, and the answer of a superseded list is dropped), later pages on `loadMore`.
 * A failed page ends the list and is kept as `error` for the page to explain; scrolling must not retry in a loop.
 */
import { useCallback, useEffect, useState } from "react";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { emptyPagedList, type PagedList, withPage } from "./paged-list";

export type FetchPage = (offset: number, signal: AbortSignal) => Promise<readonly PaperSearchItem[]>;

export type PagedPapers = { list: PagedList; loading: boolean; error: unknown; loadMore: () => void };

type ListState = { key: string | null; list: PagedList; loading: boolean; error: unknown };

const startOf = (key: string | null, initial?: PagedList): ListState => ({
  key,
  list: initial ?? emptyPagedList,
  // Loading from the first render when there is a page to ask for, so nothing asks for it twice.
  loading: key !== null && initial === undefined,
  error: undefined,
});

export function usePagedPapers(key: string | null, fetchPage: FetchPage, pageSize: number, initial?: PagedList): PagedPapers {
  // `initial` is what the server rendered for the first key; a later key starts empty.
  const [state, setState] = useState(() => startOf(key, initial));
  const current = state.key === key ? state : startOf(key);
  if (state.key !== key) setState(current);

  const { loading, list } = current;
  useEffect(() => {
    if (!loading || key === null) return;
    const controller = new AbortController();
    const settle = (next: (s: ListState) => ListState) => {
      if (!controller.signal.aborted) setState((s) => (s.key === key ? next(s) : s));
    };
    fetchPage(list.nextOffset, controller.signal).then(
      (page) => settle((s) => ({ ...s, list: withPage(s.list, page, pageSize), loading: false })),
      (error: unknown) => settle((s) => ({ ...s, list: { ...s.list, done: true }, loading: false, error })),
    );
    return () => controller.abort();
  }, [key, loading, list, fetchPage, pageSize]);

  const loadMore = useCallback(() => {
    setState((s) => (s.key !== key || s.loading || s.list.done || key === null ? s : { ...s, loading: true }));
  }, [key]);

  return { list: current.list, loading: current.loading, error: current.error, loadMore };
}
