"use client";

/**
 * The reset-password form (spec §5, §7): read-only email, emailed code with the 60 s resend countdown, new
 * password and its confirmation. Submit stays disabled until every rule passes; Enter on an invalid form shows
 * the first error (or 'please fill in all the fields') instead of doing nothing.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { failureText, resetPassword } from "@/lib/client/account/account-calls";
import { showToast } from "@/lib/client/shell/toast-store";
import { AccountMessage } from "@/lib/domain/account/account-messages";
import { normalizeEmail, resetEmailError, resetSubmitError, validateReset } from "@/lib/domain/account/account-validation";
import { FormAlert } from "../form-alert";
import { SendCodeButton } from "../send-code-button";
import { focusMarkedField, useShownErrors } from "../use-shown-errors";

export type ResetPasswordFormProps = {
  email: string;
  /** After the backend accepted the new password (and revoked the session's token). */
  onReset: () => void;
};

export function ResetPasswordForm({ email, onReset }: ResetPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  // An invalid submit keeps the form-level line live (it follows the edits); the server's reason replaces it.
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const values = { email, code, password, confirm };
  const errors = validateReset(values);
  const valid = Object.keys(errors).length === 0;
  const { shown, touch, reveal, markSubmitted } = useShownErrors(errors);
  useEffect(() => focusMarkedField(formRef.current), []);

  function refuse(): boolean {
    if (resetSubmitError(values) === undefined) return false;
    markSubmitted();
    setAttempted(true);
    setServerError(undefined);
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // A disabled submit button blocks the browser's implicit submission, so Enter is judged here.
    if (event.key !== "Enter" || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return;
    if (refuse()) event.preventDefault();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || refuse()) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await resetPassword({ email: normalizeEmail(email), newPassword: password, authCode: code.trim() });
      showToast("success", AccountMessage.passwordReset);
      onReset();
    } catch (error) {
      showToast("error", AccountMessage.resetFailed);
      setServerError(failureText(error));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} onKeyDown={onKeyDown} aria-label="Reset password">
      <TextField label="Email" name="email" type="email" value={email} readOnly error={shown("email")} />
      <TextField
        className="mt-1"
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6-digit code"
        maxLength={6}
        value={code}
        data-autofocus
        error={shown("code")}
        onChange={(event) => setCode(event.target.value)}
        onBlur={(event) => touch("code", event.target.value)}
        trailing={
          <SendCodeButton purpose="RESET_PASSWORD" email={email} emailError={resetEmailError} onRefused={() => reveal("email")} />
        }
      />
      <TextField
        className="mt-1"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="8-128 characters, letters and numbers"
        value={password}
        error={shown("password")}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={(event) => touch("password", event.target.value)}
      />
      <TextField
        className="mt-1"
        label="Confirm password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={shown("confirm")}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={(event) => touch("confirm", event.target.value)}
      />
      <Button type="submit" block busy={busy} disabled={!valid} className="mt-3">
        Reset password
      </Button>
      <FormAlert message={serverError ?? (attempted ? resetSubmitError(values) : undefined)} />
    </form>
  );
}
