"use client";

/**
 * What the signed-in app's sidebar holds (spec §2 Layout): New Project, the Projects history (signed-in users only),
 * the Upgrade entry and the user entry. Shared by the desktop sidebar and the mobile drawer.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { useAuthSession } from "@/lib/client/account/auth-session";
import { clearHomeInput } from "@/lib/client/shell/home-input-events";
import { UserEntry } from "../user-entry";
import { ProjectsList } from "./projects-list";
import { SidebarFrame } from "./sidebar-frame";
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
    <SidebarFrame
      anchor={Link}
      toggle={toggle}
      onNewProject={startNewProject}
      projects={signedIn ? <ProjectsList onNavigate={onNavigate} /> : null}
      footer={
        <>
          {signedIn ? <UpgradeEntry /> : null}
          <UserEntry />
        </>
      }
    />
  );
}
