import { createParser } from "eventsource-parser";
import type { HistoryMessage } from "@/lib/contract";
import { startFakeLlm, type FakeLlm, type Script } from "../../fixtures/fake-llm";
import { type AccountsBackend, createAccountsBackend, get, post, signUpAndLogin, uniqueEmail } from "../support/accounts";
import type { TestBackend } from "../support/test-backend";

/**
 * Chat tests' shared setup: a backend whose model is the fake OpenAI-compatible server (real provider code, real
 * database), two signed-up users, and the calls the chat page makes.
 */
export type ChatSetup = AccountsBackend & { fake: FakeLlm; owner: string; stranger: string; llmEnv: Record<string, string> };

export async function createChatSetup(script: Script = [], env: Record<string, string> = {}): Promise<ChatSetup> {
  const fake = await startFakeLlm({ script });
  const llmEnv = { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model" };
  const accounts = await createAccountsBackend({ ...llmEnv, ...env });
  const owner = await signUpAndLogin(accounts, uniqueEmail("owner"));
  const stranger = await signUpAndLogin(accounts, uniqueEmail("stranger"));
  return {
    ...accounts,
    fake,
    owner,
    stranger,
    llmEnv,
    async dispose() {
      await accounts.dispose();
      await fake.close();
    },
  };
}

export async function createSession(backend: TestBackend, token: string, query: string): Promise<string> {
  const answer = await post<{ id: string }>(backend, "/chat_session/create", { query }, { token });
  if (!answer.body.result) throw new Error(`creating a session failed: ${answer.text}`);
  return answer.body.result.id;
}

export type MessageList = { chatSession: { title: string; visitType: string }; chatSessionMessages: HistoryMessage[] };

export function messageList(backend: TestBackend, token: string | undefined, chatSessionId: string) {
  return get<MessageList>(backend, `/chat_session/message/list?${new URLSearchParams({ chatSessionId })}`, { token });
}

export type ChatFrame = { event: string; data: string };
export type ChatRead = { status: number; contentType: string | null; raw: string; frames: ChatFrame[]; comments: string[] };
type ChatParams = { query: string; chatSessionId: string; chatStatus?: "init" | "continue" };
type ReadOptions = {
  token?: string;
  tokenInQuery?: boolean;
  signal?: AbortSignal;
  stopAfterMessages?: number;
  /** Called after each `message` event (a test can abort the request from here). */
  onMessage?: () => void;
};

export function chatUrl(params: ChatParams, token?: string): string {
  const query = new URLSearchParams({ chatStatus: "init", ...params, timestamp: String(Date.now()) });
  if (token) query.set("token", token);
  return `/chat?${query}`;
}

/**
 * Calls GET /chat and reads the whole answer: the raw text (to check exact frames) and the parsed events. With
 * stopAfterMessages the reader leaves after that many `message` events, as a closed browser tab does.
 */
export async function readChat(backend: TestBackend, params: ChatParams, options: ReadOptions = {}): Promise<ChatRead> {
  const headers: Record<string, string> = options.token && !options.tokenInQuery ? { AuthToken: options.token, token: options.token } : {};
  const response = await backend.request(chatUrl(params, options.tokenInQuery ? options.token : undefined), { headers, signal: options.signal });
  const read: ChatRead = { status: response.status, contentType: response.headers.get("content-type"), raw: "", frames: [], comments: [] };
  const parser = createParser({
    onEvent: (event) => {
      read.frames.push({ event: event.event ?? "message", data: event.data });
      if ((event.event ?? "message") === "message") options.onMessage?.();
    },
    onComment: (comment) => read.comments.push(comment),
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  while (reader) {
    // Once the request is aborted the backend stops writing without closing the body (nobody reads it in real
    // life). Leaving without cancelling keeps the request's abort signal the only way the backend learns of it.
    if (options.signal?.aborted) break;
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    read.raw += text;
    parser.feed(text);
    const messages = read.frames.filter((frame) => frame.event === "message").length;
    if (options.stopAfterMessages !== undefined && messages >= options.stopAfterMessages) {
      await reader.cancel();
      break;
    }
  }
  return read;
}

/** An onMessage callback that aborts the request after that many `message` events, as a browser leaving. */
export function abortAfter(aborter: AbortController, messages: number) {
  let seen = 0;
  return () => {
    seen += 1;
    if (seen === messages) aborter.abort();
  };
}

/** Polls until `check` passes: the backend stores a failed turn just after the reader has gone. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
