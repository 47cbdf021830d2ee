/**
 * Accounts for the benchmarks: sign-up with the code from the dev outbox, then a caller that signs its requests
 * the way a browser does (next-auth session cookie, through the BFF) or the way a direct client does (the token
 * the backend's login answers).
 */
import { readEnvelope } from "@/lib/client/api/answer-reading";
import { codeFrom, waitForMail } from "../../tests/fixtures/outbox";
import { sessionCookieFor } from "./next-auth-sign-in";

/** Where requests go and the headers that sign them. */
export type Caller = { base: string; headers: Record<string, string> };

/** A contract call: GET without a body, POST with one; the result on code 0, else an error naming the path. */
export async function call<T>(caller: Caller, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${caller.base}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...caller.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  // An answer that is not the contract's envelope (a proxy's error page, a cut connection) names itself in the error.
  const envelope = readEnvelope(text);
  if (envelope?.code !== 0) throw new Error(`${caller.base}/api${path}: ${answer.status} ${envelope?.message ?? JSON.stringify(text.slice(0, 200))}`);
  return envelope.result as T;
}

/** Signs a new account up through `base`; the code is read from the mail that lands in `outboxDir`. */
export async function register(base: string, outboxDir: string, email: string, password: string): Promise<void> {
  const anonymous: Caller = { base, headers: {} };
  await call(anonymous, `/user/sendEmailAuthCode?${new URLSearchParams({ email, sendEmailType: "REGISTER" })}`);
  const authCode = codeFrom(await waitForMail(outboxDir, email, 0, 10_000));
  await call(anonymous, "/user/emailSignUp", { email, authCode, password, channel: "owner" });
}

/** A caller of the standalone backend itself, with the token its login answers. */
export async function loginDirect(backendBase: string, email: string, password: string): Promise<Caller> {
  const { token } = await call<{ token: string }>({ base: backendBase, headers: {} }, "/user/login", { userChannel: "email", email, password });
  return { base: backendBase, headers: { AuthToken: token, token } };
}

/** Signs up through `base` and signs in with next-auth: a browser's caller. */
export async function signUp(base: string, outboxDir: string, email: string, password: string): Promise<Caller> {
  await register(base, outboxDir, email, password);
  return { base, headers: { cookie: await sessionCookieFor(base, email, password) } };
}
