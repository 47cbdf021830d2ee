"use client";

/** The wide-screen sidebar's collapse toggle in the signed-in app; the choice is remembered. */
import { useSyncExternalStore } from "react";
import { isSidebarCollapsed, setSidebarCollapsed, subscribeSidebar } from "@/lib/client/shell/sidebar-state";
import { SidebarToggleButton } from "./sidebar-toggle-button";

export function SidebarToggle() {
  const collapsed = useSyncExternalStore(subscribeSidebar, isSidebarCollapsed, () => false);
  return <SidebarToggleButton collapsed={collapsed} onClick={() => setSidebarCollapsed(!collapsed)} />;
}
