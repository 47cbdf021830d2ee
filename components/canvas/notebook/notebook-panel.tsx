"use client";

/**
 * The notebook panel (Jupyter Notebook, spec §2): one tab per saved notebook, Jupyter Notebook V1, V2, … with the
 * newest first, the spec's empty state before the first is saved, and the agent's Process. Which tabs exist and
 * which is shown is the panel model's rule (lib/domain/task/canvas-panel-state.ts).
 */
import { canvasPanelModels, type CanvasPanelState } from "@/lib/domain/task/canvas-panel-state";
import { notebookVersions } from "@/lib/domain/task/notebook-versions";
import { isTaskOver } from "@/lib/domain/task/task-outcome";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";
import { EmptyCanvas } from "../empty-canvas";
import { type PanelTab, PanelShell } from "../panel-shell";
import { processTab } from "../process-tab";
import { NotebookVersionTab } from "./notebook-version-tab";

const emptyTab: PanelTab = { id: "notebook", label: "Jupyter Notebook", render: () => <EmptyCanvas /> };
const processView = processTab("Process");

function tabsFor(state: CanvasPanelState): PanelTab[] {
  const versions = notebookVersions(state.notebooks).map(
    (version): PanelTab => ({
      id: version.tab,
      label: version.label,
      render: (context) => (
        <NotebookVersionTab key={version.url} version={version} running={!isTaskOver(context.progress, context.state.outcome)} />
      ),
    }),
  );
  return [...versions, emptyTab, processView];
}

export function NotebookPanel({ panel }: { panel: CanvasPanelInput }) {
  return <PanelShell panel={panel} model={canvasPanelModels.notebook} tabs={tabsFor} />;
}
