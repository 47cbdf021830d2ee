"use client";

/** The idea tree panel (Idea Spark, spec §2): its agent's process. */
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";

const tabs = [processTab("Process")];

export function IdeaTreePanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.ideaTree} tabs={tabs} />;
}
