"use client";

/** The idea proposal panel (Method Design, spec §2): its agent's investigation process. */
import type { CanvasPanelInput } from "@/lib/domain/task-progress";
import { canvasPanelModels } from "@/lib/domain/canvas-panel-state";
import { PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";

const tabs = [processTab("Investigation Process")];

export function IdeaProposalPanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.ideaProposal} tabs={tabs} />;
}
