"use client";

/**
 * Accounts for every page: the session watcher and the account dialogs, each mounted once. The session itself needs
 * no provider: components read it with useAuthSession (lib/client/account/auth-session.ts); the backend token stays
 * inside next-auth's httpOnly cookie (DESIGN §2).
 */
import type { ReactNode } from "react";
import { AccountDialogs } from "./account-dialogs";
import { SessionEffects } from "./session-effects";

export function AuthProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <SessionEffects />
      {children}
      <AccountDialogs />
    </>
  );
}
