"use client";

/** The wide-screen sidebar's collapse toggle: 256 px or 80 px (spec §2, §9); the choice is remembered. */
import { useSyncExternalStore } from "react";
import { PanelLeftIcon } from "@/components/ui/icons";
import { isSidebarCollapsed, setSidebarCollapsed, subscribeSidebar } from "@/lib/client/shell/sidebar-state";

export function SidebarToggle() {
  const collapsed = useSyncExternalStore(subscribeSidebar, isSidebarCollapsed, () => false);
  return (
    <button
      type="button"
      aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
      aria-expanded={!collapsed}
      aria-controls="app-sidebar"
      onClick={() => setSidebarCollapsed(!collapsed)}
      className="flex size-9 shrink-0 items-center justify-center rounded-lg text-neutral-500 transition hover:bg-surface-muted hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <PanelLeftIcon className="size-5" />
    </button>
  );
}
