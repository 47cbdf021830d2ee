/**
 * The app area's frame (spec §2 Layout): the collapsible sidebar on wide screens, and below 700 px a top bar whose
 * icons open the sidebar as a drawer and clear the input. Server markup: the signed-in app fills it with its client
 * sidebar and top bar, a visitor's papers page with server markup its activation acts on (app/(visitor)).
 */
import type { ReactNode } from "react";

export type AppFrameProps = {
  sidebar: ReactNode;
  /** Below 700 px: the top bar, and the drawer it opens. */
  mobileNavigation: ReactNode;
  children: ReactNode;
};

export function AppFrame({ sidebar, mobileNavigation, children }: AppFrameProps) {
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
        {mobileNavigation}
        <main id="main" className="relative min-h-0 flex-1 overflow-y-auto">
          {children}
        </main>
      </div>
    </div>
  );
}
