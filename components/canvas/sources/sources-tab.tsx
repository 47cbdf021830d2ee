"use client";

/**
 * The literature review's Sources tab (spec §2): papers and repositories with the Note column, following the
 * bottom while the run adds to them; scrolled away, a Follow button brings it back. A finished run's sources open
 * at the top, for reading.
 */
import { FollowButton } from "@/components/reveal/follow-button";
import { SCROLL_FOLLOW, useScrollFollow } from "@/components/reveal/use-scroll-follow";
import type { ResearchSources } from "@/lib/domain/report/research-sources";
import { ResearchFindings } from "./research-findings";

const { loose, strict } = SCROLL_FOLLOW.canvasBottomTolerancePx;

export function SourcesTab({ sources, running }: { sources: ResearchSources; running: boolean }) {
  const { scrollRef, contentRef, showFollow, follow } = useScrollFollow<HTMLDivElement, HTMLDivElement>(loose, strict, running);
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scrollRef} className="@container h-full overflow-y-auto overscroll-contain px-5 py-4">
        <div ref={contentRef} aria-label="Sources" role="region">
          <ResearchFindings sources={sources} />
        </div>
      </div>
      {showFollow ? <FollowButton onClick={follow} /> : null}
    </div>
  );
}
