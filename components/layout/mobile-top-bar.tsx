"use client";

/** The narrow-screen top bar (spec §2 Layout): open the sidebar, and clear the input. */
import { BrandMark } from "@/components/ui/brand-mark";
import { EraserIcon, PanelLeftIcon } from "@/components/ui/icons";
import { clearHomeInput } from "@/lib/client/shell/home-input-events";
import { preloadMobileSidebar } from "./sidebar/mobile-sidebar";

const ICON_BUTTON =
  "flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand";

export function MobileTopBar({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  return (
    <header className="flex h-14 shrink-0 items-center justify-between border-b border-surface-line bg-white px-2 desk:hidden">
      <button
        type="button"
        aria-label="Open sidebar"
        onClick={onOpenSidebar}
        // The drawer's code loads on its first opening; a pointer or focus on the button starts it a moment sooner.
        onPointerEnter={preloadMobileSidebar}
        onPointerDown={preloadMobileSidebar}
        onFocus={preloadMobileSidebar}
        className={ICON_BUTTON}
      >
        <PanelLeftIcon />
      </button>
      <span className="flex items-center gap-2 text-sm font-semibold text-brand-ink">
        <BrandMark className="size-6" />
        Research Co-Scientist
      </span>
      <button type="button" aria-label="Clear input" onClick={clearHomeInput} className={ICON_BUTTON}>
        <EraserIcon />
      </button>
    </header>
  );
}
