/**
 * What proxy.ts does with the query parameters a page is opened with (spec §2 "Query parameters read"), as a
 * pure decision so it can be tested without a server: cookies to set, analytics events to log, and whether to
 * redirect (to drop a consumed `code`, or to send a non-whitelisted session to the private-beta notice) or to
 * render another page under the same address (a visitor's /papers).
 *
 * A code-hosting `code` is kept for the sign-in only when this browser started that sign-in (issue 13, defect 4):
 * its `state` must equal the one the start left in an httpOnly cookie (lib/bff/auth/code-hosting-start.ts), and
 * nobody may be signed in already. Otherwise a link carrying someone else's code would sign the visitor into the
 * sender's account (login CSRF), or silently replace the visitor's own session. The state is single use: any
 * arriving code clears it, and the code and state leave the address either way.
 */
import { PAPERS_PATH, VISITOR_PAPERS_PATH } from "@/lib/domain/papers/papers-paths";
import { OAUTH_CODE_PENDING_COOKIE } from "@/lib/domain/account/oauth-code";

export const entryCookies = {
  inviterCode: "inviter_code",
  referralCode: "referral_code",
  /** A code-hosting OAuth code, kept briefly for the sign-in flow to exchange (the address must not keep it). */
  oauthCode: "oauth_code",
  /** Readable by the page: tells it a code is waiting to be exchanged (the code itself stays httpOnly). */
  oauthCodePending: OAUTH_CODE_PENDING_COOKIE,
  /** Set by the sign-in flow when the backend answers 403 for this account. */
  notWhitelisted: "not_whitelisted",
  /** The random `state` of a code-hosting sign-in this browser started; httpOnly, cleared by the arriving code. */
  oauthState: "oauth_state",
} as const;

export type CookieToSet = { name: string; value: string; maxAgeSeconds: number; httpOnly: boolean };
/** The request's cookies as decideEntry reads them: by name, and whether a sign-in session is present. */
export type EntryCookieJar = { get(name: string): string | undefined; hasSession: boolean };
export type EntryDecision = {
  cookies: CookieToSet[];
  events: { event: string; properties: Record<string, string> }[];
  redirectTo: string | undefined;
  /** The page to render instead, under the same address (a visitor's /papers). */
  rewriteTo?: string;
};

const THIRTY_DAYS = 30 * 24 * 3600;
const FIVE_MINUTES = 5 * 60;
const trackedUtmParams = ["utm_cn", "utm_email", "utm_community"] as const;

export function decideEntry(url: URL, jar: EntryCookieJar): EntryDecision {
  const cookies: CookieToSet[] = [];
  const events: EntryDecision["events"] = [];
  const ref = url.searchParams.get("ref")?.trim();
  if (ref) cookies.push({ name: entryCookies.inviterCode, value: ref.slice(0, 128), maxAgeSeconds: THIRTY_DAYS, httpOnly: true });
  const source = url.searchParams.get("utm_source")?.trim();
  if (source) {
    cookies.push({ name: entryCookies.referralCode, value: source.slice(0, 128), maxAgeSeconds: THIRTY_DAYS, httpOnly: true });
  }
  for (const param of trackedUtmParams) {
    const value = url.searchParams.get(param)?.trim();
    if (value) events.push({ event: param, properties: { value: value.slice(0, 256), path: url.pathname } });
  }

  if (jar.get(entryCookies.notWhitelisted) !== undefined && !(url.pathname === "/" && url.searchParams.has("isNotWhiteName"))) {
    return { cookies, events, redirectTo: "/?isNotWhiteName=true" };
  }
  // Once signed in, a code parked for the exchange has served (or can no longer serve): it does not linger.
  if (jar.hasSession && jar.get(entryCookies.oauthCode) !== undefined) {
    cookies.push({ name: entryCookies.oauthCode, value: "", maxAgeSeconds: 0, httpOnly: true });
  }
  const code = url.searchParams.get("code")?.trim();
  if (code) {
    const expected = jar.get(entryCookies.oauthState);
    if (expected !== undefined) cookies.push({ name: entryCookies.oauthState, value: "", maxAgeSeconds: 0, httpOnly: true });
    if (!jar.hasSession && expected && sameSecret(url.searchParams.get("state") ?? "", expected)) {
      cookies.push({ name: entryCookies.oauthCode, value: code.slice(0, 512), maxAgeSeconds: FIVE_MINUTES, httpOnly: true });
      cookies.push({ name: entryCookies.oauthCodePending, value: "1", maxAgeSeconds: FIVE_MINUTES, httpOnly: false });
    }
    const clean = new URL(url);
    clean.searchParams.delete("code");
    clean.searchParams.delete("state");
    return { cookies, events, redirectTo: `${clean.pathname}${clean.search}${clean.hash}` };
  }
  // The visitor's page is /papers rendered another way, never an address of its own.
  if (url.pathname === VISITOR_PAPERS_PATH) return { cookies, events, redirectTo: `${PAPERS_PATH}${url.search}` };
  // Without a session, /papers is the visitor's server-rendered page: the signed-in screen's client code (accounts,
  // projects, search, profile) is most of what a visitor would otherwise download (issue 22).
  if (url.pathname === PAPERS_PATH && !jar.hasSession) {
    return { cookies, events, redirectTo: undefined, rewriteTo: `${VISITOR_PAPERS_PATH}${url.search}` };
  }
  return { cookies, events, redirectTo: undefined };
}

/** Compares in time that depends on the length only, so the state cannot be guessed a character at a time. */
function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index += 1) difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

/** next-auth's session cookie under either name, whole or split into `.0`, `.1`… chunks. */
export function isSessionCookieName(name: string): boolean {
  return /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/.test(name);
}
