/**
 * Signing in the way a browser does, for benchmarks: next-auth's credentials provider (CSRF token, then the
 * callback) against an app at `base`. Resolves to the Cookie header that carries the session.
 */
const cookiesOf = (answer: Response) => answer.headers.getSetCookie().map((line) => line.split(";")[0] ?? "").filter(Boolean);

export async function sessionCookieFor(base: string, email: string, password: string): Promise<string> {
  const csrfAnswer = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfAnswer.json()) as { csrfToken: string };
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrfAnswer).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: `${base}/chat` }),
  });
  const session = cookiesOf(signIn).filter((cookie) => cookie.includes("session-token"));
  if (session.length === 0) throw new Error(`next-auth sign-in gave no session cookie (HTTP ${signIn.status})`);
  return session.join("; ");
}
