/**
 * The narrow-screen top bar as drawn (spec §2 Layout): open the sidebar, and clear the input. No client directive:
 * MobileTopBar runs it in the signed-in app; a visitor's papers page renders it on the server and opens the drawer
 * from its activation (components/visitor).
 */
import type { ButtonHTMLAttributes } from "react";
import { BrandMark } from "@/components/ui/brand-mark";
import { EraserIcon, PanelLeftIcon } from "@/components/ui/icons";

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">;

const ICON_BUTTON =
  "flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand";

export function MobileTopBarView({ openSidebar, clearInput }: { openSidebar: IconButtonProps; clearInput: IconButtonProps }) {
  return (
    <header className="flex h-14 shrink-0 items-center justify-between border-b border-surface-line bg-white px-2 desk:hidden">
      <button type="button" aria-label="Open sidebar" {...openSidebar} className={ICON_BUTTON}>
        <PanelLeftIcon />
      </button>
      <span className="flex items-center gap-2 text-sm font-semibold text-brand-ink">
        <BrandMark className="size-6" />
        Research Co-Scientist
      </span>
      <button type="button" aria-label="Clear input" {...clearInput} className={ICON_BUTTON}>
        <EraserIcon />
      </button>
    </header>
  );
}
