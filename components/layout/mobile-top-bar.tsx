"use client";

/** The narrow-screen top bar in the signed-in app (spec §2 Layout): open the sidebar, and clear the input. */
import { clearHomeInput } from "@/lib/client/shell/home-input-events";
import { MobileTopBarView } from "./mobile-top-bar-view";
import { preloadMobileSidebar } from "./sidebar/mobile-sidebar";

export function MobileTopBar({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  return (
    <MobileTopBarView
      openSidebar={{
        onClick: onOpenSidebar,
        // The drawer's code loads on its first opening; a pointer or focus on the button starts it a moment sooner.
        onPointerEnter: preloadMobileSidebar,
        onPointerDown: preloadMobileSidebar,
        onFocus: preloadMobileSidebar,
      }}
      clearInput={{ onClick: clearHomeInput }}
    />
  );
}
