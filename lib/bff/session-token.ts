import "server-only";
import { decode } from "next-auth/jwt";
import { authSecret } from "./auth/auth-secret";

/**
 * The backend token of the signed-in user, read on the server from next-auth's encrypted session cookie (split
 * into `.0`, `.1`… chunks when large). The browser never sees it (DESIGN §2 "Sessions and tokens").
 */
const cookieNames = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export async function sessionBackendToken(request: Request): Promise<string | undefined> {
  const jar = parseCookies(request.headers.get("cookie"));
  for (const name of cookieNames) {
    const value = joinChunks(jar, name);
    if (!value) continue;
    const token = await decode({ token: value, secret: authSecret() }).catch(() => null);
    return typeof token?.backendToken === "string" ? token.backendToken : undefined;
  }
  return undefined;
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
