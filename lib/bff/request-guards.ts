import "server-only";

/**
 * Guards the catch-all applies before forwarding. A state-changing call from another site is refused (the
 * session cookie is SameSite=Lax, but a same-site subdomain or an old browser must not ride on it either), and
 * login answers lose their token: the token lives only in the session cookie (DESIGN §2), so a page calling the
 * contract's login directly gets the user info and nothing it could leak.
 */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const loginPaths = new Set(["/user/login", "/login"]);

export function answersWithToken(path: string): boolean {
  return loginPaths.has(path);
}

export async function withoutToken(answer: Response): Promise<Response> {
  const text = await answer.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, answer);
  }
  if (typeof body === "object" && body !== null && "result" in body) {
    const result = (body as { result: unknown }).result;
    if (typeof result === "object" && result !== null) delete (result as { token?: unknown }).token;
  }
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: answer.status, statusText: answer.statusText, headers });
}
