"use client";

/**
 * What every canvas panel is: the agent's name, a tab strip, and the active tab. A panel type lists its tabs (one
 * file each; the notebook panel's follow its saved versions) and its reducer; the shell keeps the state and shows
 * the tabs the state says exist, in the state's order. The tabs are Radix Tabs, controlled by that state.
 */
import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { AgentIcon, agentAccent } from "@/components/agents/agent-icon";
import { agentDisplayName, canonicalAgent } from "@/lib/contract/agents";
import type { CanvasPanelModel, CanvasPanelState, PanelTabId } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput, TaskProgress } from "@/lib/domain/task/task-progress";
import { type PanelTabLabel, PanelTabList } from "./panel-tabs";
import { type PanelReport, useReportReveal } from "./report/use-report-reveal";
import { useCanvasPanel } from "./use-canvas-panel";

export type PanelTabContext = {
  state: CanvasPanelState;
  progress: TaskProgress;
  /** The final report as revealed so far; kept here so it outlives the Final tab's switching. */
  report: PanelReport;
};
export type PanelTab = Omit<PanelTabLabel, "badge"> & {
  render: (context: PanelTabContext) => ReactNode;
  /** The badge the tab shows in this state, if any. */
  badgeFor?: (state: CanvasPanelState) => string | undefined;
};
/** A panel's tabs: a fixed list, or one that depends on the state (the notebook panel's versions). */
export type PanelTabs = readonly PanelTab[] | ((state: CanvasPanelState) => readonly PanelTab[]);

export function PanelShell({ panel, model, tabs }: { panel: CanvasPanelInput; model: CanvasPanelModel; tabs: PanelTabs }) {
  const { state, selectTab } = useCanvasPanel(panel, model);
  const panelTabs = typeof tabs === "function" ? tabs(state) : tabs;
  const available = state.tabs.flatMap((id) => panelTabs.find((tab) => tab.id === id) ?? []);
  const labels = available.map((tab) => ({ id: tab.id, label: tab.label, badge: tab.badgeFor?.(state) }));
  const active = available.find((tab) => tab.id === state.activeTab) ?? available[0];
  // Only a panel with a Final tab reveals its finish text; the others would pace it for no reader.
  const hasFinalTab = panelTabs.some((tab) => tab.id === "final");
  const report = useReportReveal(hasFinalTab ? state.outcome.finishText : undefined, panel.progress.finishedOnLoad);
  const agent = canonicalAgent(panel.type);
  const context = { state, progress: panel.progress, report };
  return (
    <Tabs.Root
      value={active?.id ?? ""}
      // Radix hands back one of the triggers' values, which are tab ids.
      onValueChange={(value) => selectTab(value as PanelTabId)}
      activationMode="automatic"
      className="flex h-full min-h-0 flex-col overflow-hidden rounded-2xl border border-surface-line bg-white shadow-xs"
    >
      <header className="flex shrink-0 items-center gap-3 border-b border-surface-line px-4 py-2.5">
        {agent ? (
          <span className={`inline-flex size-7 shrink-0 items-center justify-center rounded-lg ${agentAccent[agent]}`}>
            <AgentIcon agent={agent} className="size-4" />
          </span>
        ) : null}
        <h2 className="shrink-0 text-sm font-semibold text-neutral-900">{agentDisplayName(panel.type)}</h2>
        <PanelTabList tabs={labels} />
      </header>
      {active ? (
        <Tabs.Content value={active.id} className="flex min-h-0 flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand/40">
          {active.render(context)}
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
