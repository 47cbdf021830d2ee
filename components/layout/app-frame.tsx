/**
 * The app area's frame (spec §2 Layout): the collapsible sidebar on wide screens, and below 700 px a top bar whose
 * icons open the sidebar as a drawer and clear the input. Server markup: the signed-in app fills the sidebar with
 * its client content, a visitor's papers page with server markup and a login button (app/(visitor)).
 */
import type { ReactNode } from "react";
import { MobileNavigation } from "./mobile-navigation";

export function AppFrame({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="flex h-dvh overflow-hidden bg-surface-muted">
      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        data-desktop-sidebar=""
        className="hidden w-sidebar shrink-0 flex-col border-r border-surface-line bg-white transition-[width] duration-200 desk:flex sidebar-collapsed:w-sidebar-collapsed"
      >
        {sidebar}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNavigation />
        <main id="main" className="relative min-h-0 flex-1 overflow-y-auto">
          {children}
        </main>
      </div>
    </div>
  );
}
