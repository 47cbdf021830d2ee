/** The Process tab every panel has; panels name it their own way ('Process', 'Build-Test Process', …). */
import type { PanelTab } from "./panel-shell";
import { ProcessView } from "./process-view";

export function processTab(label: string): PanelTab {
  return {
    id: "process",
    label,
    render: ({ state, progress }) => <ProcessView messages={state.messages} outcome={state.outcome} progress={progress} />,
  };
}
