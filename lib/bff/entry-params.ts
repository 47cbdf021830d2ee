/**
 * What proxy.ts does with the query parameters a page is opened with (spec §2 "Query parameters read"), as a
 * pure decision so it can be tested without a server: cookies to set, analytics events to log, and whether to
 * redirect (to drop a consumed `code`, or to send a non-whitelisted session to the private-beta notice).
 */
export const entryCookies = {
  inviterCode: "inviter_code",
  referralCode: "referral_code",
  /** A code-hosting OAuth code, kept briefly for the sign-in flow to exchange (the address must not keep it). */
  oauthCode: "oauth_code",
  /** Readable by the page: tells it a code is waiting to be exchanged (the code itself stays httpOnly). */
  oauthCodePending: "oauth_code_pending",
  /** Set by the sign-in flow when the backend answers 403 for this account. */
  notWhitelisted: "not_whitelisted",
} as const;

export type CookieToSet = { name: string; value: string; maxAgeSeconds: number; httpOnly: boolean };
export type EntryDecision = {
  cookies: CookieToSet[];
  events: { event: string; properties: Record<string, string> }[];
  redirectTo: string | undefined;
};

const THIRTY_DAYS = 30 * 24 * 3600;
const FIVE_MINUTES = 5 * 60;
const trackedUtmParams = ["utm_cn", "utm_email", "utm_community"] as const;

export function decideEntry(url: URL, hasCookie: (name: string) => boolean): EntryDecision {
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

  if (hasCookie(entryCookies.notWhitelisted) && !(url.pathname === "/" && url.searchParams.has("isNotWhiteName"))) {
    return { cookies, events, redirectTo: "/?isNotWhiteName=true" };
  }
  const code = url.searchParams.get("code")?.trim();
  if (code) {
    cookies.push({ name: entryCookies.oauthCode, value: code.slice(0, 512), maxAgeSeconds: FIVE_MINUTES, httpOnly: true });
    cookies.push({ name: entryCookies.oauthCodePending, value: "1", maxAgeSeconds: FIVE_MINUTES, httpOnly: false });
    const clean = new URL(url);
    clean.searchParams.delete("code");
    return { cookies, events, redirectTo: `${clean.pathname}${clean.search}${clean.hash}` };
  }
  return { cookies, events, redirectTo: undefined };
}
