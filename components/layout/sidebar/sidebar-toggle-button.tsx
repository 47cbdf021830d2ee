/**
 * The wide-screen sidebar's collapse toggle as drawn (spec §2, §9: 256 px or 80 px). No client directive:
 * SidebarToggle runs it in the signed-in app; a visitor's papers page renders it on the server and acts on it from
 * its activation (components/visitor).
 */
import type { ButtonHTMLAttributes } from "react";
import { PanelLeftIcon } from "@/components/ui/icons";
import { sidebarToggleAttributes } from "@/lib/client/shell/sidebar-state";

export function SidebarToggleButton({ collapsed, ...props }: { collapsed: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">) {
  return (
    <button
      type="button"
      {...sidebarToggleAttributes(collapsed)}
      aria-controls="app-sidebar"
      {...props}
      className="flex size-9 shrink-0 items-center justify-center rounded-lg text-neutral-500 transition hover:bg-surface-muted hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <PanelLeftIcon className="size-5" />
    </button>
  );
}
