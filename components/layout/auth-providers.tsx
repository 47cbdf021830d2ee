"use client";

/**
 * Accounts for every page: next-auth's session (the backend token stays inside its httpOnly cookie, DESIGN §2),
 * the session watcher, and the account dialogs, each mounted once.
 */
import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { AccountDialogs } from "./account-dialogs";
import { SessionEffects } from "./session-effects";

export function AuthProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionEffects />
      {children}
      <AccountDialogs />
    </SessionProvider>
  );
}
