import "server-only";
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import type { NextApiRequest } from "next";
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

export async function sessionBackendToken(request: Pick<Request, "headers">): Promise<string | undefined> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return undefined;
  const token = await getToken({ req: cookiesOnly(cookie), cookieName: sessionCookieName(), secret: authSecret(), decode: decodeRemembered });
  return typeof token?.backendToken === "string" ? token.backendToken : undefined;
}

/**
 * What getToken reads of a request (next-auth 4, jwt/index.js): `cookies`, which may be a Map, and `headers`. Its
 * declared type asks for a whole Next request, but building a NextRequest per call costs ~60 µs on every /api
 * call, 50 times this parse. The headers are left out on purpose: getToken would also take a session from an
 * `Authorization: Bearer` header, which no page of ours sends and which the session must not be readable from.
 */
function cookiesOnly(header: string): NextApiRequest {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const source: Pick<NextApiRequest, "headers"> & { cookies: Map<string, string> } = { cookies, headers: {} };
  return source as unknown as NextApiRequest;
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
