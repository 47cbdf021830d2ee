import "server-only";
import { decode } from "next-auth/jwt";
import { authSecret } from "./auth/auth-secret";
import { appUrlIsHttps } from "./browser-headers";

/**
 * The backend token of the signed-in user, read on the server from next-auth's encrypted session cookie (split
 * into `.0`, `.1`… chunks when large). The browser never sees it (DESIGN §2 "Sessions and tokens").
 */
export function sessionCookieName(appUrl = process.env.APP_URL): string {
  // Only the name next-auth writes (issue 13, defect 7): with https it sets the __Secure- one, which a plain-http
  // page or a sibling subdomain cannot plant; reading the other name too would let such a cookie in.
  return appUrlIsHttps(appUrl) ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/**
 * Decrypting the cookie derives its key first (about 1.3 ms of CPU), on every /api call of a page. The same
 * cookie always decrypts to the same token, so recent answers are kept briefly; the short life keeps an expired
 * cookie from outliving its expiry by more than that, and the size bound keeps memory flat.
 */
const DECODED_TTL_MS = 60_000;
const DECODED_MAX_ENTRIES = 5_000;
const decoded = new Map<string, { backendToken: string | undefined; until: number }>();

export async function sessionBackendToken(request: Request): Promise<string | undefined> {
  const value = joinChunks(parseCookies(request.headers.get("cookie")), sessionCookieName());
  return value ? backendTokenOf(value) : undefined;
}

async function backendTokenOf(cookie: string): Promise<string | undefined> {
  const now = Date.now();
  const kept = decoded.get(cookie);
  if (kept && kept.until > now) return kept.backendToken;
  const token = await decode({ token: cookie, secret: authSecret() }).catch(() => null);
  const backendToken = typeof token?.backendToken === "string" ? token.backendToken : undefined;
  decoded.delete(cookie);
  if (decoded.size >= DECODED_MAX_ENTRIES) {
    const oldest = decoded.keys().next();
    if (!oldest.done) decoded.delete(oldest.value);
  }
  decoded.set(cookie, { backendToken, until: now + DECODED_TTL_MS });
  return backendToken;
}

function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

function joinChunks(jar: Map<string, string>, name: string): string | undefined {
  const whole = jar.get(name);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let index = 0; jar.has(`${name}.${index}`); index += 1) chunks.push(jar.get(`${name}.${index}`) ?? "");
  return chunks.length > 0 ? chunks.join("") : undefined;
}
