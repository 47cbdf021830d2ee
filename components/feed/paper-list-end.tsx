"use client";

/**
 * The end of an infinite paper list (spec §2 Paper search list): a spinner while a page loads, 'No more' or
 * 'No Data' when the list is finished, and an invisible marker that asks for the next page as it scrolls into view.
 */
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/button";
import { endOfListText, type PagedList } from "@/lib/client/feed/paged-list";

export function PaperListEnd({ list, loading, onMore }: { list: PagedList; loading: boolean; onMore: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const finished = endOfListText(list);

  useEffect(() => {
    const element = marker.current;
    if (!element || loading || finished) return;
    // A new observer per page: its first report tells whether the marker is still in view after a short page.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, finished, onMore, list.items.length]);

  return (
    <div className="flex min-h-12 items-center justify-center py-4 text-sm text-neutral-500">
      {loading ? (
        <span role="status" aria-label="Loading papers">
          <Spinner className="size-5" />
        </span>
      ) : finished ? (
        <p>{finished}</p>
      ) : (
        <div ref={marker} aria-hidden="true" className="h-px w-full" />
      )}
    </div>
  );
}
