"use client";

/**
 * The reset-password modal (spec §2 Modals, §6: signed-in users only). After a reset the backend has revoked the
 * session's token, so the session is ended here and the login dialog opens for the new password.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { signOutOfSession } from "@/lib/client/account/auth-client";
import { openDialog } from "@/lib/client/shell/dialogs";
import { readSessionUser } from "@/lib/client/account/session-user";
import { userEmail } from "@/lib/domain/account/user-display";
import { ModalFrame } from "../modal-frame";
import { ResetPasswordForm } from "./reset-password-form";

export type ResetPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ResetPasswordDialog({ open, onOpenChange }: ResetPasswordDialogProps) {
  const { data } = useAuthSession();
  const user = readSessionUser(data);

  async function afterReset() {
    onOpenChange(false);
    try {
      await signOutOfSession();
    } catch (error) {
      // The token is already revoked server-side; a failed cookie clean-up ends at the next 401 instead.
      console.error("Sign-out after password reset failed", error);
    }
    openDialog("login");
  }

  return (
    <ModalFrame
      open={open && user !== undefined}
      onOpenChange={onOpenChange}
      title="Reset password"
      description="We'll email you a 6-digit code to confirm it's you."
      initialFocus="[data-autofocus]"
    >
      {user ? <ResetPasswordForm email={userEmail(user) ?? ""} onReset={afterReset} /> : null}
    </ModalFrame>
  );
}
