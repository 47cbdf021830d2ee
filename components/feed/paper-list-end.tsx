"use client";

/** The end of an infinite paper list, asking for the next page as its marker scrolls into view. */
import { useEffect, useRef } from "react";
import { endOfListText, type PagedList } from "@/lib/client/feed/paged-list";
import { PaperListEndView } from "./paper-list-end-view";

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

  return <PaperListEndView loading={loading} finished={finished} markerRef={marker} />;
}
