import { encode } from "next-auth/jwt";
import { buildCallPath, type CallId, callIds, contractCalls } from "@/lib/contract/calls";
import { notServedYet } from "@/lib/backend/routes/not-served-yet";
import { handleApiRequest } from "@/lib/bff/handle-api-request";
import type { TestBackend } from "../support/test-backend";

/**
 * The access matrix's table and callers (issue 13, battery): which contract calls answer anyone and why, which
 * nothing serves yet, and one way to send any call by its id, to the embedded backend directly or through the BFF
 * as a browser does (session cookie, no token header).
 */

/**
 * Calls that answer without an account, each with why (spec §6: an anonymous visitor signs up, logs in, resets
 * a password and sees the hot feed). Every call whose contract `auth` is "none" must be here, so a new public
 * call has to say why it is public.
 */
export const publicCalls: Partial<Record<CallId, string>> = {
  "auth.login": "signing in is how an anonymous visitor gets an account session",
  "user.login": "signing in is how an anonymous visitor gets an account session",
  "user.emailSignUp": "creating an account needs no account",
  "user.sendEmailAuthCode": "the sign-up and reset codes go to visitors without a session",
  "user.resetPassword": "a visitor who forgot the password has no session",
  "user.logout": "logging out an expired session must still succeed",
  "file.uploadTemp": "the HMAC signature in the upload URL authorises the PUT, as an S3 presigned URL does",
  "event.track": "page views of anonymous visitors are counted (spec §2)",
  "health.get": "load balancers and the e2e servers probe it",
  "health.stream": "the connection monitor listens before anyone signs in",
  "papers.tagList": "an anonymous visitor sees the hot feed (spec §6); its 'my' feed answers 401",
};

/**
 * Calls the contract defines but no backend route serves yet (routes/not-served-yet.ts): they answer the 404
 * envelope, never 200 or 500. When one is served and taken off that list, the matrix checks it as signed-in, or
 * it is listed in publicCalls with why.
 */
export const unservedCalls: ReadonlySet<CallId> = new Set<CallId>(notServedYet);

/** Every call that needs a signed-in user: the rest of the table, derived so a new call lands here by default. */
export const signedInCalls: readonly CallId[] = callIds.filter((id) => !unservedCalls.has(id) && publicCalls[id] === undefined);

export type CallParts = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

export type Reply = { status: number; code: number | undefined; text: string; eventStream: boolean };

/** Sends a call by contract id; `token` undefined is an anonymous caller. */
export type Caller = (id: CallId, parts?: CallParts, token?: string, headers?: Record<string, string>) => Promise<Reply>;

/** A path parameter nothing owns: anonymous and unserved checks need a well-formed path, not a real resource. */
const PROBE_ID = "access-matrix-probe";

function requestFor(id: CallId, parts: CallParts, headers: Record<string, string>): { path: string; init: RequestInit } {
  const call = contractCalls[id];
  const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const params = { ...Object.fromEntries(names.map((name) => [name, PROBE_ID])), ...parts.params };
  const query = parts.query ? `?${new URLSearchParams(parts.query)}` : "";
  const init: RequestInit = { method: call.method, headers: { ...headers } };
  if (call.method === "POST" || call.method === "PUT") {
    init.body = JSON.stringify(parts.body ?? {});
    init.headers = { "content-type": "application/json", ...headers };
  }
  return { path: `${buildCallPath(call.path, params)}${query}`, init };
}

/** Reads an answer; an event stream is left after its headers, since health and task streams never end. */
async function replyOf(response: Response): Promise<Reply> {
  const eventStream = (response.headers.get("content-type") ?? "").includes("text/event-stream");
  if (eventStream) {
    await response.body?.cancel();
    return { status: response.status, code: undefined, text: "", eventStream };
  }
  const text = await response.text();
  let code: number | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "code" in parsed && typeof parsed.code === "number") code = parsed.code;
  } catch {
    // Not an envelope (a file or an empty body): the status alone tells.
  }
  return { status: response.status, code, text, eventStream };
}

/** The embedded backend as the BFF calls it: the token in the contract's AuthToken and token headers. */
export function backendCaller(backend: TestBackend): Caller {
  return async (id, parts = {}, token, headers = {}) => {
    const auth: Record<string, string> = token ? { AuthToken: token, token } : {};
    const { path, init } = requestFor(id, parts, { ...auth, ...headers });
    return replyOf(await backend.request(path, { ...init, redirect: "manual" }));
  };
}

export const BFF_ORIGIN = "http://127.0.0.1:3000";

/**
 * The BFF's catch-all handler as the browser reaches it: the backend token only inside next-auth's encrypted
 * session cookie. The process's shared backend must be the test's (see useTestBackendForBff).
 */
export function bffCaller(secret: string): Caller {
  return async (id, parts = {}, token, headers = {}) => {
    const cookie: Record<string, string> = token ? { cookie: `next-auth.session-token=${await encode({ token: { backendToken: token }, secret })}` } : {};
    const { path, init } = requestFor(id, parts, { host: new URL(BFF_ORIGIN).host, ...cookie, ...headers });
    return replyOf(await handleApiRequest(new Request(`${BFF_ORIGIN}/api${path}`, init)));
  };
}

const shared = globalThis as typeof globalThis & { __backendRuntime?: Promise<TestBackend> };

/** The BFF's embedded backend is the process's shared one; here it is the test's, until the returned undo. */
export function useTestBackendForBff(backend: TestBackend): () => void {
  shared.__backendRuntime = Promise.resolve(backend);
  return () => {
    delete shared.__backendRuntime;
  };
}
