import "server-only";
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { authSecret } from "./auth/auth-secret";
import { appUrlIsHttps } from "./browser-headers";
import { siteSettings } from "./config";

/**
 * The backend token of the signed-in user, read on the server from next-auth's encrypted session cookie by
 * next-auth's own getToken (which joins a cookie split into `.0`, `.1`… chunks). The browser never sees it
 * (DESIGN §2 "Sessions and tokens").
 */
export function sessionCookieName(appUrl = siteSettings().appUrl): string {
  // Only the name next-auth writes (issue 13, defect 7): with https it sets the __Secure- one, which a plain-http
  // page or a sibling subdomain cannot plant; reading the other name too would let such a cookie in.
  return appUrlIsHttps(appUrl) ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export async function sessionBackendToken(request: Request): Promise<string | undefined> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return undefined;
  // The cookie header alone: getToken would also take a session from an `Authorization: Bearer` header, which no
  // page of ours sends and which the session must not be readable from.
  const cookiesOnly = new NextRequest(request.url, { headers: { cookie } });
  const token = await getToken({ req: cookiesOnly, cookieName: sessionCookieName(), secret: authSecret(), decode: decodeRemembered });
  return typeof token?.backendToken === "string" ? token.backendToken : undefined;
}

/**
 * Decrypting the cookie derives its key first (about 1.3 ms of CPU), on every /api call of a page. The same
 * cookie always decrypts to the same token, so recent answers are kept briefly; the short life keeps an expired
 * cookie from outliving its expiry by more than that, and the size bound keeps memory flat.
 */
const DECODED_TTL_MS = 60_000;
const DECODED_MAX_ENTRIES = 5_000;
const decoded = new Map<string, { token: JWT | null; until: number }>();

async function decodeRemembered(params: JWTDecodeParams): Promise<JWT | null> {
  const cookie = params.token ?? "";
  const now = Date.now();
  const kept = decoded.get(cookie);
  if (kept && kept.until > now) return kept.token;
  const token = await decode(params).catch(() => null);
  decoded.delete(cookie);
  if (decoded.size >= DECODED_MAX_ENTRIES) {
    const oldest = decoded.keys().next();
    if (!oldest.done) decoded.delete(oldest.value);
  }
  decoded.set(cookie, { token, until: now + DECODED_TTL_MS });
  return token;
}
