"use client";

/**
 * The app area's frame (spec §2 Layout): the collapsible sidebar on wide screens, and below 700 px a top bar
 * whose icons open the sidebar as a drawer and clear the input.
 *
 * The sidebar and the top bar sit in Suspense boundaries of their own so that hydration is not one long task
 * (issue 22 item 3, TBT): React hydrates the page at once and each dehydrated boundary afterwards in a render of
 * its own that yields to the browser between components; a click on a part not yet hydrated hydrates it first. The
 * fallbacks never show (the server rendered the content, and these parts never suspend). The page itself is not
 * wrapped: a server page that calls notFound() inside a boundary would be streamed with status 200, not 404.
 */
import type { ReactNode } from "react";
import { Suspense, useState } from "react";
import { MobileTopBar } from "./mobile-top-bar";
import { DesktopSidebar } from "./sidebar/desktop-sidebar";
import { MobileSidebar } from "./sidebar/mobile-sidebar";

export function AppShell({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="flex h-dvh overflow-hidden bg-surface-muted">
      <Suspense fallback={null}>
        <DesktopSidebar />
        <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
      </Suspense>
      <div className="flex min-w-0 flex-1 flex-col">
        <Suspense fallback={null}>
          <MobileTopBar onOpenSidebar={() => setDrawerOpen(true)} />
        </Suspense>
        <main id="main" className="relative min-h-0 flex-1 overflow-y-auto">
          {children}
        </main>
      </div>
    </div>
  );
}
