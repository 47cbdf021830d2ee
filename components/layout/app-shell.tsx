"use client";

/**
 * The app area's frame (spec §2 Layout): the collapsible sidebar on wide screens, and below 700 px a top bar
 * whose icons open the sidebar as a drawer and clear the input.
 */
import type { ReactNode } from "react";
import { useState } from "react";
import { MobileTopBar } from "./mobile-top-bar";
import { DesktopSidebar } from "./sidebar/desktop-sidebar";
import { MobileSidebar } from "./sidebar/mobile-sidebar";

export function AppShell({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="flex h-dvh overflow-hidden bg-surface-muted">
      <DesktopSidebar />
      <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar onOpenSidebar={() => setDrawerOpen(true)} />
        <main id="main" className="relative min-h-0 flex-1 overflow-y-auto">
          {children}
        </main>
      </div>
    </div>
  );
}
