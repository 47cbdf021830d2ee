"use client";

/**
 * Content taller than `maxHeightPx` folds under a fading cover with a button to expand it (spec §2, §9: result
 * blocks fold at 9 lines, code and output blocks taller than 152 px get a collapse/expand cover). Streamed text
 * grows, so the height is watched, not measured once.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";

/** Code and output blocks taller than this get the collapse/expand cover (spec §9), in the Process view and notebooks alike. */
export const COLLAPSE_COVER_HEIGHT_PX = 152;

export type FoldLabels = { expand: string; collapse: string };

export function Foldable({
  maxHeightPx,
  labels,
  coverClassName,
  children,
}: {
  maxHeightPx: number;
  labels: FoldLabels;
  /** The gradient's starting colour: the folded content's own background. */
  coverClassName: string;
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    // The inner box is never clipped, so its height is the content's whole height.
    const observer = new ResizeObserver(() => setOverflowing(content.offsetHeight > maxHeightPx));
    observer.observe(content);
    return () => observer.disconnect();
  }, [maxHeightPx]);

  const folded = overflowing && !expanded;
  return (
    <div className="relative">
      <div style={folded ? { maxHeight: maxHeightPx, overflow: "hidden" } : undefined}>
        <div ref={contentRef}>{children}</div>
      </div>
      {folded ? <div aria-hidden="true" className={`pointer-events-none absolute inset-x-0 bottom-7 h-12 rounded-b-lg bg-linear-to-t to-transparent ${coverClassName}`} /> : null}
      {overflowing ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 inline-flex h-6 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand"
        >
          <ChevronDownIcon className={`size-3.5 transition ${expanded ? "rotate-180" : ""}`} />
          {expanded ? labels.collapse : labels.expand}
        </button>
      ) : null}
    </div>
  );
}
