"use client";

/**
 * The literature review panel (Deep Survey, spec §2): the Research report (with a Final badge once it exists), the
 * agent's Process once it has steps, and the Sources with the agent's notes. It opens on the process; the report's
 * arrival switches to it (lib/domain/task/canvas-panel-state.ts).
 */
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";
import { finalReportTab, sourcesTab } from "../report/report-tabs";

const tabs = [finalReportTab("Research report", "Research report", { badge: "Final" }), processTab("Process"), sourcesTab("Sources")];

export function LiteratureReviewPanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.literatureReview} tabs={tabs} />;
}
