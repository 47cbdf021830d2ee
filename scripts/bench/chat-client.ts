/**
 * The browser side of `npm run bench:chat`: an account signed in through next-auth (so every call carries the
 * session cookie and goes through the BFF exactly as a browser's would), chat sessions, and chat streams read with
 * eventsource-parser and timed per chunk.
 */
import { createParser } from "eventsource-parser";
import { type Caller, call, loginDirect, register, signUp } from "./accounts";
import { getEventStream } from "./event-stream-get";

/** A caller: the session cookie through the BFF, or the backend's token when the backend is measured alone. */
export type BrowserSession = Caller;

/** A new account, signed in through next-auth at the app, or with the backend's own login when it stands alone. */
export async function signUpAndSignIn(base: string, dataDir: string, email: string, password: string, through: "app" | "backend"): Promise<BrowserSession> {
  if (through === "app") return signUp(base, dataDir, email, password);
  await register(base, dataDir, email, password);
  return loginDirect(base, email, password);
}

export async function createChatSession(browser: BrowserSession, query: string): Promise<string> {
  const { id } = await call<{ id: string }>(browser, "/chat_session/create", { query });
  return id;
}

/** firstEventMs: from sending the request to the first event of any kind (bench:sse's "first event"). */
export type StreamResult = { ok: boolean; lags: number[]; firstEventMs: number; failure?: string };

/**
 * One chat stream: per chunk, the lag between the fake model's stamp ("t=<ms>;") and this reader receiving it.
 */
export function readChatStream(browser: BrowserSession, chatSessionId: string, timeoutMs: number): Promise<StreamResult> {
  const lags: number[] = [];
  const events: string[] = [];
  const startedAt = performance.now();
  let firstEventMs = Number.NaN;
  const query = new URLSearchParams({ query: "Summarise attention in one paragraph", chatSessionId, chatStatus: "init" });
  const parser = createParser({
    onEvent: (event) => {
      const receivedAt = performance.timeOrigin + performance.now();
      if (events.length === 0) firstEventMs = receivedAt - performance.timeOrigin - startedAt;
      events.push(event.event ?? "message");
      if ((event.event ?? "message") !== "message") return;
      for (const match of event.data.matchAll(/t=(\d+\.\d+);/g)) lags.push(receivedAt - Number(match[1]));
    },
  });
  return new Promise((resolve) => {
    const settle = (failure?: string) => {
      const ok = failure === undefined && events.at(-2) === "response" && events.at(-1) === "complete";
      resolve({ ok, lags, firstEventMs, failure: ok ? undefined : (failure ?? `events ended with ${events.slice(-2).join(",") || "nothing"}`) });
    };
    getEventStream(`${browser.base}/api/chat?${query}`, browser.headers, timeoutMs, (text) => parser.feed(text), settle);
  });
}

