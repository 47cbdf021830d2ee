"use client";

/** The wide-screen sidebar: 256 px, or 80 px collapsed (spec §2, §9); the choice is remembered. */
import { useSyncExternalStore } from "react";
import { PanelLeftIcon } from "@/components/ui/icons";
import { isSidebarCollapsed, setSidebarCollapsed, subscribeSidebar } from "@/lib/client/shell/sidebar-state";
import { SidebarContent } from "./sidebar-content";

export function DesktopSidebar() {
  const collapsed = useSyncExternalStore(subscribeSidebar, isSidebarCollapsed, () => false);
  const toggle = (
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
  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      data-desktop-sidebar=""
      className="hidden w-sidebar shrink-0 flex-col border-r border-surface-line bg-white transition-[width] duration-200 desk:flex sidebar-collapsed:w-sidebar-collapsed"
    >
      <SidebarContent toggle={toggle} />
    </aside>
  );
}
