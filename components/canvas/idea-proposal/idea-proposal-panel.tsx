"use client";

/**
 * The idea proposal panel (Method Design, spec §2): the Final Method Design Report (which, once the task has
 * finished, can be run as an experiment: the chain's hand-off to Auto Experiment), and the Investigation Process:
 * the papers and notes found so far above the agent's steps, following the bottom until the reader scrolls up.
 */
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { PanelShell } from "../panel-shell";
import { finalReportTab, investigationTab } from "../report/report-tabs";

const tabs = [finalReportTab("Final Method Design Report", "Method design report", { runsExperiment: true }), investigationTab("Investigation Process")];

export function IdeaProposalPanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.ideaProposal} tabs={tabs} />;
}
