"use client";

/** The notebook panel (Jupyter Notebook, spec §2): its agent's process. */
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";

const tabs = [processTab("Process")];

export function NotebookPanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.notebook} tabs={tabs} />;
}
