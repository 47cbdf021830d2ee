import { createParser } from "eventsource-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { HistoryMessage } from "@/lib/contract";
import { lastUserMessageIncludes, matchTurns } from "../../fixtures/fake-llm";
import { type ChatSetup, createChatSetup } from "../chat/chat-support";
import { freePort, killAll, spawnBackend, type StandaloneBackend } from "./standalone-backend";

/**
 * kill -9 of `npm run backend` while the model's reply is streaming, then a restart on the same database: the
 * question is stored once, the cut reply ends marked as failed (not left "processing" for ever, which would keep
 * the chat page waiting), nothing is duplicated, and the next turn works.
 */
const SLOW = "Explain attention slowly";
const QUICK = "And in one line?";
const QUICK_REPLY = "Weighted averaging over tokens.";

let setup: ChatSetup;
let port: number;
beforeAll(async () => {
  setup = await createChatSetup(
    matchTurns(
      [
        { when: lastUserMessageIncludes(QUICK), turn: { text: QUICK_REPLY } },
        { when: lastUserMessageIncludes(SLOW), turn: { text: "Attention weighs every token against every other. ".repeat(40), chunkSize: 8, delayMs: 50 } },
      ],
      { text: "Attention" },
    ),
  );
  port = await freePort();
});
afterEach(killAll);
afterAll(() => setup.dispose());

const start = () =>
  spawnBackend({
    ...setup.llmEnv,
    DATABASE_URL: setup.backend.databaseUrl,
    DATA_DIR: setup.dataDir,
    BACKEND_PORT: String(port),
    // Short, so the test sees the sweep; the default is two minutes.
    CHAT_REPLY_STALE_SECONDS: "2",
  });

const headers = () => ({ AuthToken: setup.owner, token: setup.owner });

async function createSession(backend: StandaloneBackend, query: string): Promise<string> {
  const answer = await fetch(`${backend.base}/chat_session/create`, { method: "POST", headers: { ...headers(), "content-type": "application/json" }, body: JSON.stringify({ query }) });
  const body = (await answer.json()) as { result: { id: string } | null; message: string };
  if (!body.result) throw new Error(`no session: ${body.message}`);
  return body.result.id;
}

async function history(backend: StandaloneBackend, chatSessionId: string): Promise<HistoryMessage[]> {
  const answer = await fetch(`${backend.base}/chat_session/message/list?${new URLSearchParams({ chatSessionId })}`, { headers: headers() });
  return ((await answer.json()) as { result: { chatSessionMessages: HistoryMessage[] } }).result.chatSessionMessages;
}

/** Opens GET /chat and reads events until `stop` says so (or the stream ends); answers the event names seen. */
async function chat(backend: StandaloneBackend, chatSessionId: string, query: string, stop: (events: string[]) => boolean = () => false): Promise<string[]> {
  const params = new URLSearchParams({ query, chatSessionId, chatStatus: "continue", timestamp: String(Date.now()) });
  const answer = await fetch(`${backend.base}/chat?${params}`, { headers: headers() });
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.event ?? "message") });
  const reader = answer.body?.getReader();
  const decoder = new TextDecoder();
  try {
    while (reader && !stop(events)) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // The server died under the reader: the events seen so far are the answer.
  }
  return events;
}

describe("kill -9 during a chat stream", () => {
  it("stores the question once, marks the cut reply failed, duplicates nothing, and the next turn works", { timeout: 120_000 }, async () => {
    let backend = await start();
    const sessionId = await createSession(backend, SLOW);
    const seen = await chat(backend, sessionId, SLOW, (events) => events.filter((name) => name === "message").length >= 3);
    expect(seen.filter((name) => name === "message").length).toBeGreaterThanOrEqual(3);
    expect(seen).not.toContain("complete");
    await backend.kill9();

    backend = await start();
    await expect
      .poll(async () => (await history(backend, sessionId)).map((message) => `${message.query}: ${message.status}`), { timeout: 15_000, interval: 250 })
      .toEqual([`${SLOW}: error`]);

    const next = await chat(backend, sessionId, QUICK);
    expect(next.at(-1)).toBe("complete");
    expect(next).not.toContain("error");
    const after = await history(backend, sessionId);
    expect(after.map((message) => [message.query, message.status])).toEqual([
      [SLOW, "error"],
      [QUICK, "finish"],
    ]);
    expect(after[1]?.result).toBe(QUICK_REPLY);
  });
});
