"use client";

/**
 * The code panel (Auto Experiment, spec §2): the 'Project Package' once a version holds files, with 'Final' once
 * the run has ended, and the 'Build-Test Process' with its terminal. Which tabs exist is the panel model's rule
 * (lib/domain/task/canvas-panel-state.ts).
 */
import { canvasPanelModels, type CanvasPanelState } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { type PanelTab, PanelShell } from "../panel-shell";
import { BuildTestTab } from "./build-test-tab";
import { ProjectPackageTab } from "./project-package-tab";

const ended = (state: CanvasPanelState) => state.outcome.done || state.outcome.waitEnded;

const tabs: readonly PanelTab[] = [
  {
    id: "project",
    label: "Project Package",
    badgeFor: (state) => (ended(state) ? "Final" : undefined),
    render: ({ state, progress }) => (state.project ? <ProjectPackageTab taskId={progress.taskId} project={state.project} /> : null),
  },
  { id: "process", label: "Build-Test Process", render: (context) => <BuildTestTab {...context} /> },
];

export function CodePanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.code} tabs={tabs} />;
}
