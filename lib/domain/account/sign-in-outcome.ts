/**
 * What the page does with a sign-in answer (next-auth's `signIn(..., { redirect: false })`): carry on, send the
 * user to the private-beta notice (spec §6), or show 'Login failed' with the backend's reason.
 */
import { WHITELIST_REFUSAL_MESSAGE } from "./account-messages";

export type SignInAnswer = { ok: boolean; error: string | null } | undefined;

export type SignInOutcome =
  | { kind: "success" }
  | { kind: "notWhitelisted" }
  | { kind: "failed"; message: string | undefined };

/** next-auth's own error codes, for the cases where no backend message reached the page. */
const NEXT_AUTH_ERRORS: Readonly<Record<string, string | undefined>> = {
  CredentialsSignin: "Incorrect email or password",
  Configuration: "Sign-in is not available right now",
  AccessDenied: "Access denied",
  OAuthSignin: "Sign-in with this provider failed",
  OAuthCallback: "Sign-in with this provider failed",
  Callback: "Sign-in with this provider failed",
};

export function isWhitelistRefusal(message: string | null | undefined): boolean {
  return message?.trim().toLowerCase().includes(WHITELIST_REFUSAL_MESSAGE.toLowerCase()) ?? false;
}

export function decideSignInOutcome(answer: SignInAnswer): SignInOutcome {
  if (answer?.ok && !answer.error) return { kind: "success" };
  const error = answer?.error?.trim() || undefined;
  if (isWhitelistRefusal(error)) return { kind: "notWhitelisted" };
  if (error === undefined) return { kind: "failed", message: undefined };
  return { kind: "failed", message: NEXT_AUTH_ERRORS[error] ?? error };
}
