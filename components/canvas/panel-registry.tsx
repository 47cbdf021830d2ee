"use client";

/**
 * Which view shows a canvas panel (spec §2 "Canvas panel"): chosen by the panel's agent, whichever contract name it
 * carries. An agent we do not know still gets its process shown.
 */
import type { ComponentType } from "react";
import { type CanvasPanelKind, canvasPanelKind, processOnlyPanelModel } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { CodePanel } from "./code/code-panel";
import { IdeaProposalPanel } from "./idea-proposal/idea-proposal-panel";
import { IdeaTreePanel } from "./idea-tree/idea-tree-panel";
import { LiteratureReviewPanel } from "./literature-review/literature-review-panel";
import { NotebookPanel } from "./notebook/notebook-panel";
import { PanelShell } from "./panel-shell";
import { processTab } from "./process-tab";

export type CanvasPanelViewProps = { panel: CanvasPanelInput };

export const canvasPanelViews: Record<CanvasPanelKind, ComponentType<CanvasPanelViewProps>> = {
  literatureReview: LiteratureReviewPanel,
  ideaProposal: IdeaProposalPanel,
  ideaTree: IdeaTreePanel,
  code: CodePanel,
  notebook: NotebookPanel,
};

const unknownAgentTabs = [processTab("Process")];

export function CanvasPanelView({ panel }: CanvasPanelViewProps) {
  const kind = canvasPanelKind(panel.type);
  if (kind === undefined) return <PanelShell panel={panel} model={processOnlyPanelModel} tabs={unknownAgentTabs} />;
  const View = canvasPanelViews[kind];
  return <View panel={panel} />;
}
