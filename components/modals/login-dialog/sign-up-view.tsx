"use client";

/**
 * The sign-up view (spec §4, §5, §7): email, emailed code (with the send-code countdown) and password; then
 * POST /user/emailSignUp. On success: 'Send success' and back to the login view with the email kept.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { emailSignUp, failureText } from "@/lib/client/account/account-calls";
import { showToast } from "@/lib/client/shell/toast-store";
import { AccountMessage } from "@/lib/domain/account/account-messages";
import {
  normalizeEmail,
  SIGN_UP_FIELDS,
  signUpEmailError,
  validateSignUp,
} from "@/lib/domain/account/account-validation";
import { FormAlert } from "../form-alert";
import { SendCodeButton } from "../send-code-button";
import { acceptSubmit, focusFormField, focusMarkedField, useShownErrors } from "../use-shown-errors";

export type SignUpViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onLogIn: () => void;
  onSignedUp: () => void;
};

export function SignUpView({ email, onEmailChange, onLogIn, onSignedUp }: SignUpViewProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const errors = validateSignUp({ email, code, password });
  const { shown, touch, reveal, markSubmitted } = useShownErrors(errors);
  useEffect(() => focusMarkedField(formRef.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!acceptSubmit(formRef.current, SIGN_UP_FIELDS, errors, markSubmitted)) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await emailSignUp({ email: normalizeEmail(email), authCode: code.trim(), password });
      showToast("success", AccountMessage.signUpSuccess);
      onSignedUp();
    } catch (error) {
      // The backend's reason (wrong or expired code, address taken) is the useful part; the call was silent.
      setServerError(failureText(error) ?? "Sign up failed, please try again later");
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Sign up">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@university.edu"
        value={email}
        data-autofocus
        error={shown("email")}
        onChange={(event) => onEmailChange(event.target.value)}
        onBlur={(event) => touch("email", event.target.value)}
      />
      <TextField
        className="mt-1"
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6-digit code"
        maxLength={6}
        value={code}
        error={shown("code")}
        onChange={(event) => setCode(event.target.value)}
        onBlur={(event) => touch("code", event.target.value)}
        trailing={
          <SendCodeButton
            purpose="REGISTER"
            email={email}
            emailError={signUpEmailError}
            onRefused={() => {
              reveal("email");
              focusFormField(formRef.current, "email");
            }}
          />
        }
      />
      <TextField
        className="mt-1"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        value={password}
        error={shown("password")}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={(event) => touch("password", event.target.value)}
      />
      <Button type="submit" block busy={busy} className="mt-3">
        Sign up
      </Button>
      <FormAlert message={serverError} />
      <p className="mt-6 text-center text-sm text-neutral-600">
        Already have an account?{" "}
        <Button variant="link" onClick={onLogIn}>
          Log in
        </Button>
      </p>
    </form>
  );
}
