"use client";

/**
 * The sidebar as a drawer on narrow screens, opened from the top bar; it closes on navigation or Escape. The drawer's
 * code (Radix Dialog's focus trap and scroll lock, ~25 kB before compression) loads on its first opening, and from
 * the top bar's button as a finger or pointer comes near it: every page of the app area used to carry it.
 */
import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useRef } from "react";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { useOpenedOnce } from "@/lib/client/shell/opened-once";

const loadDrawer = () => importRetrying(() => import("./mobile-sidebar-drawer"));

// React's lazy: the drawer renders only after an opening, never on the server (account-dialogs.tsx says why not
// next/dynamic).
const MobileSidebarDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileSidebarDrawer })));

/** Starts loading the drawer's code ahead of a likely opening (the top bar's button calls it). */
export function preloadMobileSidebar(): void {
  void loadDrawer();
}

export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  const opened = useOpenedOnce(open);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);

  return opened ? (
    <Suspense fallback={<WaitingForCode />}>
      <MobileSidebarDrawer open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
}
