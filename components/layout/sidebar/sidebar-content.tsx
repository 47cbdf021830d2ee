"use client";

/**
 * What the sidebar holds (spec §2 Layout): New Project, the Projects history (signed-in users only), the
 * Upgrade entry and the user entry. Shared by the desktop sidebar and the mobile drawer; the desktop's collapsed
 * look comes from the `sidebar-collapsed:` variant, so no state is threaded through.
 */
import Link from "next/link";
import { useAuthSession } from "@/lib/client/account/auth-session";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/ui/brand-mark";
import { PlusIcon } from "@/components/ui/icons";
import { clearHomeInput } from "@/lib/client/shell/home-input-events";
import { UserEntry } from "../user-entry";
import { ProjectsList } from "./projects-list";
import { UpgradeEntry } from "./upgrade-entry";

export type SidebarContentProps = {
  /** The collapse toggle (desktop) or the close button (drawer). */
  toggle: ReactNode;
  /** Called after a link in the sidebar is followed (the drawer closes). */
  onNavigate?: () => void;
};

export function SidebarContent({ toggle, onNavigate }: SidebarContentProps) {
  const { status } = useAuthSession();
  const signedIn = status === "authenticated";

  function startNewProject() {
    clearHomeInput();
    onNavigate?.();
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between gap-1 pt-4 pr-2 pb-3 pl-3.5 sidebar-collapsed:flex-col sidebar-collapsed:px-0">
        <Link
          href="/chat"
          onClick={startNewProject}
          className="flex min-w-0 items-center gap-2 rounded-lg text-sm font-semibold tracking-tight text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <BrandMark className="size-7" />
          <span className="truncate sidebar-collapsed:sr-only">Research Co-Scientist</span>
        </Link>
        {toggle}
      </div>

      <div className="px-3 pt-2 sidebar-collapsed:px-4">
        <Link
          href="/chat"
          onClick={startNewProject}
          className="flex h-10 w-full items-center gap-2.5 rounded-xl border border-brand/15 bg-brand-soft px-3 text-sm font-semibold text-brand-ink transition hover:border-brand/30 hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand sidebar-collapsed:justify-center sidebar-collapsed:px-0"
        >
          <PlusIcon className="size-4.5 shrink-0" />
          <span className="sidebar-collapsed:sr-only">New Project</span>
        </Link>
      </div>

      <div className="mt-5 flex min-h-0 flex-1 flex-col sidebar-collapsed:invisible">
        {signedIn ? <ProjectsList onNavigate={onNavigate} /> : null}
      </div>

      <div className="flex flex-col gap-1 border-t border-surface-line px-3 py-3 sidebar-collapsed:items-center sidebar-collapsed:px-2">
        {signedIn ? <UpgradeEntry /> : null}
        <UserEntry />
      </div>
    </div>
  );
}
