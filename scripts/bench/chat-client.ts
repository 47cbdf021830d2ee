/**
 * The browser side of `npm run bench:chat`: an account signed in through next-auth (so every call carries the
 * session cookie and goes through the BFF exactly as a browser's would), chat sessions, and chat streams read with
 * eventsource-parser and timed per chunk.
 */
import http from "node:http";
import { sessionCookieFor } from "./next-auth-sign-in";
import { createParser } from "eventsource-parser";
import { codeFrom, waitForMail } from "../../tests/fixtures/outbox";

/** Where requests go and the headers that sign them: the session cookie through the BFF, or the token at the backend. */
export type BrowserSession = { base: string; headers: Record<string, string> };

async function envelope(answer: Response, what: string): Promise<unknown> {
  const body = (await answer.json()) as { code: number; result: unknown; message?: string };
  if (body.code !== 0) throw new Error(`${what} failed: ${answer.status} ${body.message ?? ""}`);
  return body.result;
}

/**
 * Signs a new account up (code from the dev outbox), then signs in: with next-auth's credentials provider through
 * the app, or straight at the backend's /user/login for its token.
 */
export async function signUpAndSignIn(base: string, dataDir: string, email: string, password: string, through: "app" | "backend"): Promise<BrowserSession> {
  await envelope(await fetch(`${base}/api/user/sendEmailAuthCode?${new URLSearchParams({ email, sendEmailType: "REGISTER" })}`), "sending a code");
  const authCode = codeFrom(await waitForMail(dataDir, email, 0, 10_000));
  const signUp = await fetch(`${base}/api/user/emailSignUp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, authCode, password, channel: "owner" }),
  });
  await envelope(signUp, "signing up");
  if (through === "app") return { base, headers: { cookie: await sessionCookieFor(base, email, password) } };
  const login = await fetch(`${base}/api/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userChannel: "email", email, password }) });
  const { token } = (await envelope(login, "signing in")) as { token: string };
  return { base, headers: { AuthToken: token, token } };
}

export async function createChatSession(browser: BrowserSession, query: string): Promise<string> {
  const answer = await fetch(`${browser.base}/api/chat_session/create`, {
    method: "POST",
    headers: { "content-type": "application/json", ...browser.headers },
    body: JSON.stringify({ query }),
  });
  const result = (await envelope(answer, "creating a session")) as { id: string };
  return result.id;
}

export type StreamResult = { ok: boolean; lags: number[]; failure?: string };

/**
 * One chat stream: per chunk, the lag between the fake model's stamp ("t=<ms>;") and this reader receiving it.
 * Read with node:http rather than fetch: a thousand web-stream readers would cost this shared machine more CPU
 * than the app under test, and the lag would measure the reader.
 */
export function readChatStream(browser: BrowserSession, chatSessionId: string, timeoutMs: number): Promise<StreamResult> {
  const lags: number[] = [];
  const events: string[] = [];
  const query = new URLSearchParams({ query: "Summarise attention in one paragraph", chatSessionId, chatStatus: "init" });
  const parser = createParser({
    onEvent: (event) => {
      const receivedAt = performance.timeOrigin + performance.now();
      events.push(event.event ?? "message");
      if ((event.event ?? "message") !== "message") return;
      for (const match of event.data.matchAll(/t=(\d+\.\d+);/g)) lags.push(receivedAt - Number(match[1]));
    },
  });
  return new Promise((resolve) => {
    const settle = (failure?: string) => {
      const ok = failure === undefined && events.at(-2) === "response" && events.at(-1) === "complete";
      resolve({ ok, lags, failure: ok ? undefined : (failure ?? `events ended with ${events.slice(-2).join(",") || "nothing"}`) });
    };
    const request = http.get(`${browser.base}/api/chat?${query}`, { headers: { ...browser.headers, accept: "text/event-stream" }, agent, signal: AbortSignal.timeout(timeoutMs) }, (answer) => {
      if (answer.statusCode !== 200) {
        answer.resume();
        return settle(`HTTP ${answer.statusCode}`);
      }
      answer.setEncoding("utf8");
      answer.on("data", (text: string) => parser.feed(text));
      answer.on("end", () => settle());
      answer.on("error", (error) => settle(failureName(error)));
    });
    request.on("error", (error) => settle(failureName(error)));
  });
}

const failureName = (error: NodeJS.ErrnoException) => error.code ?? error.name;

/**
 * A connection of its own per stream, as a thousand browsers would have, and never a reused one: a kept-alive
 * socket the server closes between rounds would fail the stream that picks it up.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
