"use client";

/**
 * The 'Build-Test Process' tab (spec §2): the agent's steps as every panel shows them, how the run ended, and the
 * terminal with each process's output.
 */
import { useMemo } from "react";
import { TerminalPanel } from "@/components/terminal/terminal-panel";
import { shellProcesses } from "@/lib/domain/task/shell-logs";
import type { PanelTabContext } from "../panel-shell";
import { ProcessView } from "../process-view";
import { ExperimentEndingNotice } from "./experiment-ending-notice";

export function BuildTestTab({ state, progress }: PanelTabContext) {
  const processes = useMemo(() => shellProcesses(progress.steps), [progress.steps]);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ProcessView messages={state.messages} outcome={state.outcome} progress={progress} />
      <ExperimentEndingNotice progress={progress} />
      <TerminalPanel processes={processes} />
    </div>
  );
}
