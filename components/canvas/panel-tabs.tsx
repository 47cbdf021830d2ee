"use client";

/** A panel's tab strip (WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them). */
import type { KeyboardEvent } from "react";
import type { PanelTabId } from "@/lib/domain/task/canvas-panel-state";

/** A tab's name, and a badge beside it when the tab has news (e.g. 'Final' once the report exists). */
export type PanelTabLabel = { id: PanelTabId; label: string; badge?: string };

export const tabElementId = (prefix: string, tab: PanelTabId) => `${prefix}-tab-${tab}`;
export const tabPanelElementId = (prefix: string, tab: PanelTabId) => `${prefix}-panel-${tab}`;

export function PanelTabs({
  tabs,
  active,
  onSelect,
  idPrefix,
}: {
  tabs: readonly PanelTabLabel[];
  active: PanelTabId;
  onSelect: (tab: PanelTabId) => void;
  idPrefix: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const target =
      event.key === "ArrowRight" ? tabs[(index + 1) % tabs.length]
      : event.key === "ArrowLeft" ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === "Home" ? tabs[0]
      : event.key === "End" ? tabs.at(-1)
      : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    document.getElementById(tabElementId(idPrefix, target.id))?.focus();
  };
  return (
    <div role="tablist" aria-label="Panel views" onKeyDown={onKeyDown} className="flex min-w-0 gap-1 overflow-x-auto">
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabElementId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={tabPanelElementId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ${
              selected ? "bg-brand-soft text-brand" : "text-neutral-600 hover:bg-surface-muted hover:text-neutral-900"
            }`}
          >
            {tab.label}
            {tab.badge ? (
              <span className="ml-1.5 rounded-full bg-emerald-50 px-1.5 py-px text-[10px] font-semibold text-emerald-700 ring-1 ring-emerald-600/20">
                {tab.badge}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
