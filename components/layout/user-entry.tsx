"use client";

/**
 * The sidebar's user entry (spec §2 Layout): 'Log In or Sign Up' for visitors; for a signed-in user the initial
 * of the name, the signed-in method, the email in a tooltip, and a menu with 'Reset Password' and 'Log out'.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useState } from "react";
import { RESEARCH_PROFILE_HREF, RESEARCH_PROFILE_LABEL } from "@/components/profile/research-profile-entry";
import { Tooltip } from "@/components/ui/tooltip";
import { logOutAndGoToChat } from "@/lib/client/account/auth-on-demand";
import { navigateTo } from "@/lib/client/shell/app-navigation";
import { openDialog } from "@/lib/client/shell/dialogs";
import { readSessionUser, type SessionUser } from "@/lib/client/account/session-user";
import { signedInMethodLabel, userDisplayName, userEmail, userInitial } from "@/lib/domain/account/user-display";
import { LoginEntry } from "./login-entry";
import { UserMenu } from "./user-menu";

export function UserEntry() {
  const { data, status } = useAuthSession();
  const user = readSessionUser(data);
  if (status === "loading") {
    return <div aria-hidden="true" className="h-12 animate-pulse rounded-xl bg-surface-line/60" />;
  }
  return user ? <SignedInEntry user={user} /> : <LoginEntry />;
}

function SignedInEntry({ user }: { user: SessionUser }) {
  const [leaving, setLeaving] = useState(false);
  const email = userEmail(user);
  const method = signedInMethodLabel(user.platform);

  function logOut() {
    setLeaving(true);
    logOutAndGoToChat().catch((error: unknown) => {
      // The page reloads either way (see logOutAndGoToChat); this only keeps the failure visible to developers.
      console.error("Log out failed", error);
    });
  }

  const items = [
    { label: RESEARCH_PROFILE_LABEL, onSelect: () => navigateTo(RESEARCH_PROFILE_HREF) },
    { label: "Reset Password", onSelect: () => openDialog("resetPassword") },
    { label: "Log out", onSelect: logOut, danger: true },
  ];

  return (
    <UserMenu
      items={items}
      renderTrigger={(triggerProps, menuOpen) => (
        <Tooltip
          content={email}
          side="right"
          sideOffset={8}
          delayMs={300}
          suppressed={menuOpen}
        >
          <button
            type="button"
            {...triggerProps}
            aria-label={`Account: ${userDisplayName(user)}, ${method}`}
            aria-busy={leaving || undefined}
            className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left transition hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand sidebar-collapsed:justify-center sidebar-collapsed:px-0"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
            >
              {userInitial(user)}
            </span>
            <span className="min-w-0 flex-1 sidebar-collapsed:hidden">
              <span className="block truncate text-sm font-medium text-neutral-900">{userDisplayName(user)}</span>
              <span className="block truncate text-xs text-neutral-500">{method}</span>
            </span>
          </button>
        </Tooltip>
      )}
    />
  );
}
