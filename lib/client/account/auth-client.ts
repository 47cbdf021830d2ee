/**
 * The browser's side of next-auth (spec §4 sign-in methods): email and password, Google and GitHub OAuth, the
 * code-hosting code exchange, and sign-out. next-auth's signIn navigates away to an error page when it cannot
 * find a provider, so every call checks the configured providers first and fails in place instead. This module (and
 * next-auth's client with it) loads only when used: the dialogs import it, the shell reaches it through
 * auth-on-demand.ts. The page's session view is auth-session.ts, told here when a sign-in or sign-out changes it.
 */
import { getProviders, signIn, signOut } from "next-auth/react";
import { withLoginMarker } from "@/lib/domain/account/login-arrival";
import { CLEAR_OAUTH_CODE_PENDING_COOKIE, hasPendingOAuthCode } from "@/lib/domain/account/oauth-code";
import { decideSignInOutcome, type SignInOutcome } from "@/lib/domain/account/sign-in-outcome";
import { forgetAccount } from "./account-session";
import { sessionChanged } from "./auth-session";
import { navigateToChat } from "./logout";

export type OAuthProviderId = "google" | "github";
export const CREDENTIALS_PROVIDER = "credentials";
export const GITHUB_CODE_PROVIDER = "github-code";

let providerIds: Promise<ReadonlySet<string>> | undefined;

/** The configured provider ids; a failed look-up is not cached, so the next call asks again. */
export function loadProviderIds(): Promise<ReadonlySet<string>> {
  providerIds ??= getProviders().then((providers) => {
    if (!providers) throw new Error("Sign-in providers are unavailable");
    return new Set(Object.keys(providers));
  });
  providerIds.catch(() => {
    providerIds = undefined;
  });
  return providerIds;
}

async function hasProvider(id: string): Promise<boolean> {
  try {
    return (await loadProviderIds()).has(id);
  } catch {
    return false;
  }
}

const UNAVAILABLE: SignInOutcome = { kind: "failed", message: "Sign-in is not available right now" };

async function signInInPlace(provider: string, fields: Record<string, string>): Promise<SignInOutcome> {
  if (!(await hasProvider(provider))) return UNAVAILABLE;
  try {
    const answer = await signIn(provider, { ...fields, redirect: false });
    // Read before returning, so the page already shows the new user when the caller goes on.
    if (answer?.ok) await sessionChanged();
    return decideSignInOutcome(answer ? { ok: answer.ok, error: answer.error } : undefined);
  } catch (error) {
    return { kind: "failed", message: error instanceof Error ? error.message : undefined };
  }
}

export function signInWithEmail(email: string, password: string): Promise<SignInOutcome> {
  return signInInPlace(CREDENTIALS_PROVIDER, { email, password });
}

/** Leaves the page for the provider; it comes back to this address with the login marker. */
export async function signInWithOAuth(provider: OAuthProviderId): Promise<SignInOutcome | undefined> {
  if (!(await hasProvider(provider))) return UNAVAILABLE;
  await signIn(provider, { callbackUrl: withLoginMarker(window.location.href) });
  return undefined;
}

/**
 * Exchanges a code-hosting code that proxy.ts parked in a cookie, once: the readable flag is dropped first so a
 * reload never replays a spent code. Undefined when there was nothing to exchange.
 */
export async function exchangePendingOAuthCode(): Promise<SignInOutcome | undefined> {
  if (typeof document === "undefined" || !hasPendingOAuthCode(document.cookie)) return undefined;
  document.cookie = CLEAR_OAUTH_CODE_PENDING_COOKIE;
  return signInInPlace(GITHUB_CODE_PROVIDER, {});
}

/** Ends the session; next-auth's sign-out route also revokes the backend token. */
export async function signOutOfSession(): Promise<void> {
  await signOut({ redirect: false });
  await Promise.all([sessionChanged(), forgetAccount()]);
}

/** Spec §4: "Logout clears token and user info and goes to /chat". */
export async function logOutAndGoToChat(): Promise<void> {
  try {
    await signOutOfSession();
  } finally {
    // Even when the sign-out call fails the page reloads: a full load clears every in-memory store.
    navigateToChat();
  }
}
