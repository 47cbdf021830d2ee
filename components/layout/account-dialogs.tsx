"use client";

/**
 * Mounts the account modals once for the whole app and registers them on the dialog bus, so any code can call
 * `openDialog("login")` or `openDialog("resetPassword")`. Each dialog's code loads on its first opening.
 */
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import { registerDialog } from "@/lib/client/shell/dialogs";
import { importRetrying } from "@/lib/client/shell/import-retrying";

// React's lazy, not next/dynamic: a dialog renders only after an opening, never on the server, and next/dynamic's
// loader (~2 kB gzip) would be the larger part of a visitor's papers page's own script (app/(visitor)).
const loadLoginDialog = () => importRetrying(() => import("@/components/modals/login-dialog/login-dialog"));
const LoginDialog = lazy(() => loadLoginDialog().then((module) => ({ default: module.LoginDialog })));
const ResetPasswordDialog = lazy(() =>
  importRetrying(() => import("@/components/modals/reset-password-dialog/reset-password-dialog")).then((module) => ({ default: module.ResetPasswordDialog })),
);

type AccountDialog = "login" | "resetPassword";

/** Starts loading the login dialog's code ahead of a likely click (the anonymous user entry calls it). */
export function preloadLoginDialog(): void {
  void loadLoginDialog();
}

export type AccountDialogsProps = {
  /** Mounted with the first dialog opened: what a page without the app's providers needs only then (its toasts). */
  afterFirstOpening?: ReactNode;
};

export function AccountDialogs({ afterFirstOpening }: AccountDialogsProps) {
  const [open, setOpen] = useState<AccountDialog | null>(null);
  // Kept mounted after the first opening, so a dialog keeps its typed values between openings.
  const [used, setUsed] = useState<ReadonlySet<AccountDialog>>(() => new Set());

  const show = useCallback((dialog: AccountDialog) => {
    setUsed((previous) => (previous.has(dialog) ? previous : new Set(previous).add(dialog)));
    setOpen(dialog);
  }, []);

  useEffect(() => {
    const unregisterLogin = registerDialog("login", () => show("login"));
    const unregisterReset = registerDialog("resetPassword", () => show("resetPassword"));
    return () => {
      unregisterLogin();
      unregisterReset();
    };
  }, [show]);

  const onLoginChange = useCallback((next: boolean) => setOpen(next ? "login" : null), []);
  const onResetChange = useCallback((next: boolean) => setOpen(next ? "resetPassword" : null), []);

  // A boundary each: one dialog's code arriving never hides another that is showing.
  return (
    <>
      <Suspense fallback={<WaitingForCode />}>{used.has("login") ? <LoginDialog open={open === "login"} onOpenChange={onLoginChange} /> : null}</Suspense>
      <Suspense fallback={<WaitingForCode />}>
        {used.has("resetPassword") ? <ResetPasswordDialog open={open === "resetPassword"} onOpenChange={onResetChange} /> : null}
      </Suspense>
      <Suspense fallback={null}>{used.size > 0 ? afterFirstOpening : null}</Suspense>
    </>
  );
}
