"use client";

/** The paper search list (spec §2): infinite, pages of 30, ending with 'No more' or 'No Data'. */
import { useCallback } from "react";
import { PaperItem } from "@/components/feed/paper-item";
import { PaperListEnd } from "@/components/feed/paper-list-end";
import { paperDetailHref } from "@/components/feed/paper-facts";
import { usePagedPapers } from "@/lib/client/feed/use-paged-papers";
import { fetchSearchPage, SEARCH_PAGE_SIZE } from "@/lib/client/search/search-calls";
import { SurveyButton } from "./survey-button";

export type ActiveSearch = { query: string; requestId: string };

export function SearchResults({ search, pathname }: { search: ActiveSearch; pathname: string }) {
  const fetchPage = useCallback((offset: number, signal: AbortSignal) => fetchSearchPage(search, offset, signal), [search]);
  const { list, loading, loadMore } = usePagedPapers(search.requestId, fetchPage, SEARCH_PAGE_SIZE);
  return (
    <section aria-label={`Search results for ${search.query}`}>
      <ol className="flex flex-col gap-3">
        {list.items.map((paper) => (
          <li key={String(paper.id)}>
            <PaperItem paper={paper} href={paperDetailHref(pathname, paper)} action={<SurveyButton paper={paper} />} />
          </li>
        ))}
      </ol>
      <PaperListEnd list={list} loading={loading} onMore={loadMore} />
    </section>
  );
}
