"use client";

/**
 * One notebook version's tab (spec §2 "Notebook"): the notebook fetched as JSON from its URL and rendered, its
 * Download link, and Follow once the reader scrolls away from the bottom. A refused fetch shows 'HTTP ERROR
 * CODE：{n}' in place of the notebook. The renderer (its highlighter, ANSI colours and sanitizer) loads on demand,
 * so none of it weighs on the session page's first load.
 */
import dynamic from "next/dynamic";
import useSWR from "swr";
import { FollowButton } from "@/components/reveal/follow-button";
import { SCROLL_FOLLOW, useScrollFollow } from "@/components/reveal/use-scroll-follow";
import { Spinner } from "@/components/ui/button";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import type { NotebookVersion } from "@/lib/domain/task/notebook-versions";
import { NotebookDownload } from "./notebook-download";
import { fetchNotebookJson, NotebookFileError, notebookFileErrorMessage } from "./notebook-file";

const NotebookView = dynamic(() => importRetrying(() => import("@/components/notebook/notebook-view")), {
  ssr: false,
  loading: () => <NotebookLoading />,
});

const { loose, strict } = SCROLL_FOLLOW.canvasBottomTolerancePx;

/** `running`: the run may still add to the view, so it opens following the bottom; a finished one opens at the top. */
export function NotebookVersionTab({ version, running }: { version: NotebookVersion; running: boolean }) {
  // A saved version never changes: fetched once per URL, never revalidated, and a refusal is not retried.
  const { data, error } = useSWR(version.url, fetchNotebookJson, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const { scrollRef, contentRef, showFollow, follow } = useScrollFollow<HTMLDivElement, HTMLDivElement>(loose, strict, running);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-surface-line px-5 py-2">
        <p className="text-xs font-semibold text-neutral-500">{version.label}</p>
        <NotebookDownload version={version} />
      </div>
      <div className="relative min-h-0 flex-1">
        <div ref={scrollRef} className="h-full overflow-y-auto overscroll-contain px-5 py-4">
          <div ref={contentRef} aria-label={version.label} role="region" aria-busy={(data === undefined && !error) || undefined}>
            {error ? (
              <p role="alert" className="py-10 text-center text-sm font-semibold text-red-600">
                {error instanceof NotebookFileError ? error.message : notebookFileErrorMessage(0)}
              </p>
            ) : data === undefined ? (
              <NotebookLoading />
            ) : (
              <NotebookView notebook={data} />
            )}
          </div>
        </div>
        {showFollow ? <FollowButton onClick={follow} /> : null}
      </div>
    </div>
  );
}

function NotebookLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-neutral-500">
      <Spinner className="size-4 text-brand" />
      Loading the notebook…
    </div>
  );
}
