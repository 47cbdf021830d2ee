import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatTurnLimitMessage } from "@/lib/backend/services/chat/chat-limits";
import { chatUrl, type ChatSetup, createChatSetup, createSession, messageList, readChat } from "./chat-support";

/**
 * Issue 13, defect 9: each chat turn is a model call someone pays for, and each open stream holds a socket, so one
 * account cannot send turns without end or open streams without end. Other users are not affected.
 */
const DAY_MS = 24 * 3600 * 1000;

describe("chat turns per minute and per day", () => {
  let setup: ChatSetup;
  beforeAll(async () => {
    setup = await createChatSetup(() => ({ text: "Noted." }), { CHAT_TURNS_PER_MINUTE: "2", CHAT_TURNS_PER_DAY: "3" });
    // Windows are epoch-aligned: start just after a day's (hence a minute's) start so no window ends mid-test.
    setup.clock.toNextWindow(DAY_MS);
  });
  afterAll(() => setup.dispose());

  it("answers 429 with Retry-After past the minute's limit, stores nothing for it, and lets the next minute through until the day's limit", async () => {
    const id = await createSession(setup.backend, setup.owner, "Limits?");
    const turn = (query: string, token = setup.owner, session = id) => readChat(setup.backend, { query, chatSessionId: session }, { token });
    expect((await turn("one")).status).toBe(200);
    expect((await turn("two")).status).toBe(200);

    const refused = await setup.backend.request(chatUrl({ query: "three", chatSessionId: id }), { headers: { AuthToken: setup.owner } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 429, message: chatTurnLimitMessage });
    const stored = await messageList(setup.backend, setup.owner, id);
    expect(stored.body.result?.chatSessionMessages.map((message) => message.query)).toEqual(["one", "two"]);

    // Someone else is not held up by this user's limit.
    const theirs = await createSession(setup.backend, setup.stranger, "Mine");
    expect((await turn("hello", setup.stranger, theirs)).status).toBe(200);

    setup.clock.advance(60_000);
    expect((await turn("three")).status).toBe(200);
    setup.clock.advance(60_000);
    expect((await turn("four")).status).toBe(429);
  });
});

describe("event streams open at once per user", () => {
  let setup: ChatSetup;
  beforeAll(async () => {
    // Slow replies keep the streams open while the test counts them.
    setup = await createChatSetup(() => ({ text: "A slow and careful answer. ".repeat(20), chunkSize: 4, delayMs: 50 }), { SSE_STREAMS_PER_USER: "2" });
  });
  afterAll(() => setup.dispose());

  it("refuses a third stream with 429 while two are open, and accepts one again once a stream has ended", async () => {
    const id = await createSession(setup.backend, setup.owner, "Streams?");
    const open = (query: string) => setup.backend.request(chatUrl({ query, chatSessionId: id }), { headers: { AuthToken: setup.owner } });
    const first = await open("one");
    const second = await open("two");
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await open("three");
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toMatch(/Too many open streams/);

    // Closing a stream (the tab) gives its slot back at once.
    await first.body?.cancel();
    const fourth = await open("four");
    expect(fourth.status).toBe(200);
    await Promise.all([second.body?.cancel(), fourth.body?.cancel()]);
  });
});
