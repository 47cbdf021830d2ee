"use client";

/**
 * The final report's reveal (lib/client/reveal/report-reveal.ts). `useReportReveal` belongs to the panel, not the tab, so
 * switching tabs mid-report neither restarts nor skips it; `useRevealedReport` is what the Final tab renders.
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createReportReveal, type ReportReveal, type RevealedReport, reportRevealStart } from "@/lib/client/reveal/report-reveal";
import type { RevealStart } from "@/lib/client/reveal/streaming-reveal-rules";

/** The panel's report reveal and how its report starts (streamed, or all at once). */
export type PanelReport = { reveal: ReportReveal; start: RevealStart };

export function useReportReveal(report: string | undefined, finishedOnLoad: boolean): PanelReport {
  const [reveal] = useState(() => createReportReveal());
  const [presentWhenOpened] = useState(report !== undefined);
  const start = reportRevealStart({ finishedOnLoad, presentWhenOpened });

  // Before paint, so a report never flashes in full before the reveal hides what it has not shown yet.
  useLayoutEffect(() => reveal.show(report, start), [reveal, report, start]);
  useEffect(() => () => reveal.dispose(), [reveal]);
  return { reveal, start };
}

export function useRevealedReport({ reveal, start }: PanelReport, report: string): RevealedReport {
  const revealed = useSyncExternalStore(reveal.subscribe, reveal.getSnapshot, reveal.getSnapshot);
  // The render that brings a report comes before the panel hands it to the reveal: show what the reveal will.
  return revealed ?? (start === "instant" ? { text: report, done: true } : { text: "", done: false });
}
