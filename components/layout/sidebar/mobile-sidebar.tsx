"use client";

/**
 * The sidebar as a drawer on narrow screens, opened from the top bar; it closes on navigation or Escape. The drawer's
 * code (Radix Dialog's focus trap and scroll lock, ~25 kB before compression) loads on its first opening, and from
 * the top bar's button as a finger or pointer comes near it: every page of the app area used to carry it.
 */
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useOpenedOnce } from "@/lib/client/shell/opened-once";

const loadDrawer = () => import("./mobile-sidebar-drawer");

const MobileSidebarDrawer = dynamic(() => loadDrawer().then((module) => module.MobileSidebarDrawer), { ssr: false });

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

  return opened ? <MobileSidebarDrawer open={open} onOpenChange={onOpenChange} /> : null;
}
