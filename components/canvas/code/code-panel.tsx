"use client";

/** The code panel (Auto Experiment, spec §2): its agent's build-test process. */
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";

const tabs = [processTab("Build-Test Process")];

export function CodePanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.code} tabs={tabs} />;
}
