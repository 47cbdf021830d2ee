/** The tabs research panels share (spec §2): the final report, the Sources tab, and the process with findings. */
import { isTaskOver } from "@/lib/domain/task/task-outcome";
import type { PanelTab } from "../panel-shell";
import { ProcessView } from "../process-view";
import { ResearchFindings } from "../sources/research-findings";
import { SourcesTab } from "../sources/sources-tab";
import { FinalReportTab } from "./final-report-tab";

export type FinalReportOptions = {
  /** The tab's badge once the report exists ('Final' on the literature review). */
  badge?: string;
  /** A finished report offers 'Run this experiment' (the Method Design report, issue 17). */
  runsExperiment?: boolean;
};

export function finalReportTab(label: string, heading: string, { badge, runsExperiment = false }: FinalReportOptions = {}): PanelTab {
  return {
    id: "final",
    label,
    badgeFor: badge ? (state) => (state.outcome.finishText === undefined ? undefined : badge) : undefined,
    render: ({ state, progress, report }) => (
      <FinalReportTab
        heading={heading}
        finishText={state.outcome.finishText}
        report={report}
        sources={state.sources}
        over={isTaskOver(progress, state.outcome)}
        experimentFrom={runsExperiment && progress.status === "finish" ? progress.taskId : undefined}
      />
    ),
  };
}

export function sourcesTab(label: string): PanelTab {
  return {
    id: "sources",
    label,
    render: ({ state, progress }) => <SourcesTab sources={state.sources} running={!isTaskOver(progress, state.outcome)} />,
  };
}

/** The process with what the run found so far above its steps (the idea proposal's Investigation Process). */
export function investigationTab(label: string): PanelTab {
  return {
    id: "process",
    label,
    render: ({ state, progress }) => {
      const { papers, repositories, notes } = state.sources;
      const found = papers.length + repositories.length > 0 || notes.trim() !== "";
      return (
        <ProcessView
          messages={state.messages}
          outcome={state.outcome}
          progress={progress}
          before={
            found ? (
              <div className="mb-5 border-b border-surface-line pb-5">
                <ResearchFindings sources={state.sources} />
              </div>
            ) : undefined
          }
        />
      );
    },
  };
}
