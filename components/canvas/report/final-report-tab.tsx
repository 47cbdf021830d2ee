"use client";

/**
 * A research panel's final report tab (spec §2: the literature review's Research report, the idea proposal's Final
 * Method Design Report): the finish tool's Markdown rendered safely, with numbered citations linked to their
 * References entries, and the exports. Before the report exists it says what will appear here. A report arriving
 * live flows in (use-report-reveal.ts) and the view follows it down until the reader scrolls away (then Follow
 * brings it back, as on the Process and Sources tabs); the exports wait until all of it shows, so a PDF never holds
 * half a report.
 */
import { useDeferredValue, useMemo, useRef } from "react";
import { LazyMarkdown } from "@/components/markdown/lazy-markdown";
import { FollowButton } from "@/components/reveal/follow-button";
import { SCROLL_FOLLOW, useScrollFollow } from "@/components/reveal/use-scroll-follow";
import { Spinner } from "@/components/ui/button";
import { reportTitle } from "@/lib/domain/report/report-export";
import type { ResearchSources } from "@/lib/domain/report/research-sources";
import { paperLink } from "@/lib/domain/report/source-links";
import { ReportExportActions } from "./report-export-actions";
import { RunExperimentAction } from "./run-experiment-action";
import { type PanelReport, useRevealedReport } from "./use-report-reveal";

export type FinalReportTabProps = {
  /** What the report is called until its own first heading names it ('Research report'). */
  heading: string;
  finishText: string | undefined;
  /** How much of the finish text shows yet. */
  report: PanelReport;
  sources: ResearchSources;
  /** The task is over: no report will come any more. */
  over: boolean;
  /** The finished task whose report can be run as an experiment ('Run this experiment'), if this one can. */
  experimentFrom?: string;
};

const { loose, strict } = SCROLL_FOLLOW.canvasBottomTolerancePx;

export function FinalReportTab({ heading, finishText, report, sources, over, experimentFrom }: FinalReportTabProps) {
  if (finishText === undefined) {
    return (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-2 px-8 text-center text-sm text-neutral-500">
        {over ? (
          <p>This task ended without a final report.</p>
        ) : (
          <>
            <Spinner className="size-4 text-brand" />
            <p>The {heading.toLowerCase()} appears here when the agent finishes.</p>
          </>
        )}
      </div>
    );
  }
  return <ReportBody heading={heading} finishText={finishText} report={report} sources={sources} experimentFrom={experimentFrom} />;
}

function ReportBody({ heading, finishText, report, sources, experimentFrom }: Omit<FinalReportTabProps, "over"> & { finishText: string }) {
  const reportRef = useRef<HTMLElement>(null);
  const citedPaperLinks = useMemo(() => sources.cited.map(paperLink), [sources.cited]);
  const revealed = useRevealedReport(report, finishText);
  // While it flows, each prefix renders in the background (a long report's Markdown takes a while) so the page keeps
  // answering; the whole report renders at once, never a frame late.
  const flowing = useDeferredValue(revealed.text);
  const whole = revealed.done;
  const shownText = whole ? revealed.text : flowing;
  // A report still flowing in when the tab opens is followed as it grows; one shown whole opens at its top, for reading.
  const { scrollRef, contentRef, showFollow, follow } = useScrollFollow<HTMLDivElement, HTMLDivElement>(loose, strict, !whole);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b border-surface-line px-5 py-2">
        <p className="text-xs font-semibold text-neutral-500">{heading}</p>
        <div className="flex flex-wrap items-center gap-2">
          {experimentFrom ? <RunExperimentAction taskId={experimentFrom} report={finishText} cited={sources.cited} ready={whole} /> : null}
          <ReportExportActions title={reportTitle(finishText, heading)} markdown={finishText} sources={sources} reportRef={reportRef} ready={whole} />
        </div>
      </div>
      <div className="relative min-h-0 flex-1">
        <div ref={scrollRef} className="h-full overflow-y-auto overscroll-contain px-6 py-5">
          <div ref={contentRef}>
            <article ref={reportRef} aria-label={heading} aria-busy={!whole || undefined} className="mx-auto max-w-3xl">
              <LazyMarkdown text={shownText} citedPaperLinks={citedPaperLinks} />
            </article>
          </div>
        </div>
        {showFollow ? <FollowButton onClick={follow} /> : null}
      </div>
    </div>
  );
}
