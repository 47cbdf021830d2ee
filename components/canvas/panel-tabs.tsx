"use client";

/**
 * A panel's tab strip on Radix Tabs (the design card's tabs): the library gives the WAI-ARIA roles and states, and
 * arrow keys, Home and End move between tabs and select them (automatic activation). Must sit inside Tabs.Root.
 */
import * as Tabs from "@radix-ui/react-tabs";
import type { PanelTabId } from "@/lib/domain/task/canvas-panel-state";

/** A tab's name, and a badge beside it when the tab has news (e.g. 'Final' once the report exists). */
export type PanelTabLabel = { id: PanelTabId; label: string; badge?: string };

export function PanelTabList({ tabs }: { tabs: readonly PanelTabLabel[] }) {
  return (
    <Tabs.List aria-label="Panel views" className="flex min-w-0 gap-1 overflow-x-auto">
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.id}
          value={tab.id}
          className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-neutral-600 transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand data-[state=active]:bg-brand-soft data-[state=active]:text-brand data-[state=inactive]:hover:bg-surface-muted data-[state=inactive]:hover:text-neutral-900"
        >
          {tab.label}
          {tab.badge ? (
            <span className="ml-1.5 rounded-full bg-emerald-50 px-1.5 py-px text-[10px] font-semibold text-emerald-700 ring-1 ring-emerald-600/20">
              {tab.badge}
            </span>
          ) : null}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
