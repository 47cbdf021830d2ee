"use client";

/**
 * Mounts the account modals once for the whole app and registers them on the dialog bus, so any code can call
 * `openDialog("login")` or `openDialog("resetPassword")`. Each dialog's code loads on its first opening.
 */
import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { registerDialog } from "@/lib/client/shell/dialogs";

const LoginDialog = dynamic(
  () => import("@/components/modals/login-dialog/login-dialog").then((module) => module.LoginDialog),
  { ssr: false },
);
const ResetPasswordDialog = dynamic(
  () => import("@/components/modals/reset-password-dialog/reset-password-dialog").then((module) => module.ResetPasswordDialog),
  { ssr: false },
);

type AccountDialog = "login" | "resetPassword";

/** Starts loading the login dialog's code ahead of a likely click (the anonymous user entry calls it). */
export function preloadLoginDialog(): void {
  void import("@/components/modals/login-dialog/login-dialog");
}

export function AccountDialogs() {
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

  return (
    <>
      {used.has("login") ? <LoginDialog open={open === "login"} onOpenChange={onLoginChange} /> : null}
      {used.has("resetPassword") ? (
        <ResetPasswordDialog open={open === "resetPassword"} onOpenChange={onResetChange} />
      ) : null}
    </>
  );
}
