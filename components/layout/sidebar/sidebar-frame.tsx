/**
 * The sidebar's markup (spec §2 Layout): the product's name and New Project, both leading to a fresh /chat, then the
 * Projects history and the footer's entries. No client directive: the signed-in app's SidebarContent renders it in
 * the browser with its state, and a visitor's papers page renders it on the server with nothing but a login button.
 * The desktop's collapsed look comes from the `sidebar-collapsed:` variant, so no state is threaded through.
 */
import type Link from "next/link";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/ui/brand-mark";
import { PlusIcon } from "@/components/ui/icons";

export type SidebarFrameProps = {
  /**
   * What the two links to /chat are: next/link in the signed-in app (a new project without a page load), a plain
   * anchor on a visitor's page, whose first load then carries no router link (issue 22); /chat loads the app anyway.
   */
  anchor: typeof Link | "a";
  /** The collapse toggle (desktop) or the close button (drawer). */
  toggle: ReactNode;
  /** Runs as either link to /chat is followed (the signed-in app clears the home input; the drawer closes). */
  onNewProject?: () => void;
  /** The Projects history, for signed-in users. */
  projects?: ReactNode;
  /** The Upgrade entry and the user entry. */
  footer: ReactNode;
};

export function SidebarFrame({ anchor: Anchor, toggle, onNewProject, projects, footer }: SidebarFrameProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-1 pt-4 pr-2 pb-3 pl-3.5 sidebar-collapsed:flex-col sidebar-collapsed:px-0">
        <Anchor
          href="/chat"
          onClick={onNewProject}
          className="flex min-w-0 items-center gap-2 rounded-lg text-sm font-semibold tracking-tight text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <BrandMark className="size-7" />
          <span className="truncate sidebar-collapsed:sr-only">Research Co-Scientist</span>
        </Anchor>
        {toggle}
      </div>

      <div className="px-3 pt-2 sidebar-collapsed:px-4">
        <Anchor
          href="/chat"
          onClick={onNewProject}
          className="flex h-10 w-full items-center gap-2.5 rounded-xl border border-brand/15 bg-brand-soft px-3 text-sm font-semibold text-brand-ink transition hover:border-brand/30 hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand sidebar-collapsed:justify-center sidebar-collapsed:px-0"
        >
          <PlusIcon className="size-4.5 shrink-0" />
          <span className="sidebar-collapsed:sr-only">New Project</span>
        </Anchor>
      </div>

      <div className="mt-5 flex min-h-0 flex-1 flex-col sidebar-collapsed:invisible">{projects}</div>

      <div className="flex flex-col gap-1 border-t border-surface-line px-3 py-3 sidebar-collapsed:items-center sidebar-collapsed:px-2">
        {footer}
      </div>
    </div>
  );
}
