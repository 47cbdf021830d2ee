"use client";

/**
 * The login view (spec §4, §5): email and password judged by the contract's rules, then next-auth's credentials
 * sign-in. 'Login success' and the account fetch belong to the session watcher, which sees every sign-in;
 * this view closes the dialog, or shows 'Login failed' with the backend's reason under the form.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signInWithEmail } from "@/lib/client/account/auth-client";
import { WHITELIST_NOTICE_URL } from "@/lib/client/api/error-policy";
import { showToast } from "@/lib/client/shell/toast-store";
import { AccountMessage } from "@/lib/domain/account/account-messages";
import { LOGIN_FIELDS, normalizeEmail, validateLogin } from "@/lib/domain/account/account-validation";
import { FormAlert } from "../form-alert";
import { acceptSubmit, focusMarkedField, useShownErrors } from "../use-shown-errors";

export type LoginViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignUp: () => void;
  onSignedIn: () => void;
};

export function LoginView({ email, onEmailChange, onSignUp, onSignedIn }: LoginViewProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const errors = validateLogin({ email, password });
  const { shown, touch, markSubmitted } = useShownErrors(errors);
  // An email carried over from sign-up means the password is what is left to type.
  const [passwordFirst] = useState(() => email !== "");
  useEffect(() => focusMarkedField(formRef.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!acceptSubmit(formRef.current, LOGIN_FIELDS, errors, markSubmitted)) return;
    setBusy(true);
    setServerError(undefined);
    const outcome = await signInWithEmail(normalizeEmail(email), password);
    if (outcome.kind === "notWhitelisted") {
      // A full load: the landing page shows the private-beta notice for this address (spec §6).
      window.location.assign(WHITELIST_NOTICE_URL);
      return;
    }
    setBusy(false);
    if (outcome.kind === "success") {
      onSignedIn();
      return;
    }
    showToast("error", AccountMessage.loginFailed);
    setServerError(outcome.message ?? AccountMessage.loginFailed);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Log in">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@university.edu"
        value={email}
        data-autofocus={passwordFirst ? undefined : true}
        error={shown("email")}
        onChange={(event) => onEmailChange(event.target.value)}
        onBlur={(event) => touch("email", event.target.value)}
      />
      <TextField
        className="mt-1"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="At least 6 characters"
        value={password}
        data-autofocus={passwordFirst ? true : undefined}
        error={shown("password")}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={(event) => touch("password", event.target.value)}
      />
      <Button type="submit" block busy={busy} className="mt-3">
        Log in
      </Button>
      <FormAlert message={serverError} />
      <p className="mt-6 text-center text-sm text-neutral-600">
        Don&apos;t have an account?{" "}
        <Button variant="link" onClick={onSignUp}>
          Sign up
        </Button>
      </p>
    </form>
  );
}
