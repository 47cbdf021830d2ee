"use client";

/**
 * "Send code" beside a code field (spec §4, §5): refuses an email that cannot get a code, sends it, then becomes
 * a 60-second countdown ('60s', '59s', …) before it offers 'Send code' again.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { sendEmailAuthCode } from "@/lib/client/account/account-calls";
import { useCodeResendTimer, type CodePurpose } from "@/lib/client/account/code-resend-timer";
import { showToast } from "@/lib/client/shell/toast-store";
import { AccountMessage } from "@/lib/domain/account/account-messages";
import { normalizeEmail } from "@/lib/domain/account/account-validation";
import { sendCodeLabel } from "@/lib/domain/account/code-resend-wait";

export type SendCodeButtonProps = {
  purpose: CodePurpose;
  email: string;
  /** The §5 message when this email cannot get a code; undefined when it can. */
  emailError: (email: string) => string | undefined;
  /** Told why no code was sent, so the form can show the message at the email field. */
  onRefused: (message: string) => void;
};

export function SendCodeButton({ purpose, email, emailError, onRefused }: SendCodeButtonProps) {
  const { secondsLeft, start } = useCodeResendTimer(purpose);
  const [busy, setBusy] = useState(false);

  async function send() {
    const refusal = emailError(email);
    if (refusal) {
      onRefused(refusal);
      return;
    }
    setBusy(true);
    try {
      await sendEmailAuthCode(normalizeEmail(email), purpose);
      start();
      showToast("success", AccountMessage.codeSent);
    } catch {
      // §8 fixes this one text for every failure (rate limit, mail down, network); the call itself was silent.
      showToast("error", AccountMessage.sendCodeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      className="w-28 shrink-0 tabular-nums"
      busy={busy}
      disabled={secondsLeft > 0}
      onClick={send}
    >
      {sendCodeLabel(secondsLeft)}
    </Button>
  );
}
