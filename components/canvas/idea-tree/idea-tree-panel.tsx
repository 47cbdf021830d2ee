"use client";

/**
 * The idea tree panel (Idea Spark, spec §2): Final Idea Picks and Ideation Flow. It opens on the flow while the tree
 * grows; the task's end (finish or error) switches it to the picks (the panel model's rules).
 */
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import { ideaTreeGrowing } from "@/lib/domain/task/idea-tree";
import { isTaskOver } from "@/lib/domain/task/task-outcome";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { type PanelTab, PanelShell } from "../panel-shell";
import { FinalPicksTab } from "./final-picks-tab";
import { IdeationFlowTab } from "./ideation-flow-tab";

const tabs: readonly PanelTab[] = [
  {
    id: "final",
    label: "Final Idea Picks",
    badgeFor: (state) => (state.ideaTree.ideaList ? "Final" : undefined),
    render: ({ state, progress }) => <FinalPicksTab tree={state.ideaTree} taskId={progress.taskId} over={isTaskOver(progress, state.outcome)} />,
  },
  {
    id: "flow",
    label: "Ideation Flow",
    render: ({ state, progress }) => (
      <IdeationFlowTab tree={state.ideaTree} growing={ideaTreeGrowing(state.ideaTree, isTaskOver(progress, state.outcome))} taskId={progress.taskId} />
    ),
  },
];

export function IdeaTreePanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.ideaTree} tabs={tabs} />;
}
