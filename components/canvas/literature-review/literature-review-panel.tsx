"use client";

/** The literature review panel (Deep Survey, spec §2): its agent's process. */
import type { CanvasPanelInput } from "@/lib/domain/task-progress";
import { canvasPanelModels } from "@/lib/domain/canvas-panel-state";
import { PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";

const tabs = [processTab("Process")];

export function LiteratureReviewPanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.literatureReview} tabs={tabs} />;
}
