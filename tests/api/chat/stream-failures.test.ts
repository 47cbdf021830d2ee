import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelNotConfiguredMessage } from "@/lib/backend/llm/models";
import { type AccountsBackend, createAccountsBackend, signUpAndLogin, uniqueEmail } from "../support/accounts";
import { abortAfter, type ChatSetup, createChatSetup, createSession, eventually, messageList, readChat } from "./chat-support";

let setup: ChatSetup;
beforeAll(async () => {
  setup = await createChatSetup();
});
afterAll(() => setup.dispose());

const longAnswer = "Positional encodings give each token its place in the sequence. ".repeat(8);

describe("a reader that leaves mid-reply", () => {
  it.each([
    ["closes the stream (tab closed)", "cancel"],
    ["aborts the request (the BFF saw the browser go)", "abort"],
  ] as const)("%s: the model request stops and the question stays stored, marked as failed", async (_name, how) => {
    setup.fake.setScript([{ text: longAnswer, chunkSize: 4, delayMs: 40 }]);
    const disconnectsBefore = setup.fake.disconnects;
    const id = await createSession(setup.backend, setup.owner, "Why positional encodings?");
    const aborter = new AbortController();
    const read = await readChat(
      setup.backend,
      { query: "Why positional encodings?", chatSessionId: id },
      { token: setup.owner, signal: aborter.signal, stopAfterMessages: how === "cancel" ? 3 : undefined, ...(how === "abort" ? { onMessage: abortAfter(aborter, 3) } : {}) },
    );
    expect(read.frames.filter((f) => f.event === "message").length).toBeGreaterThanOrEqual(3);
    await setup.fake.waitForIdle(5000);
    expect(setup.fake.disconnects - disconnectsBefore).toBe(1);
    const stored = await eventually(
      () => messageList(setup.backend, setup.owner, id),
      (answer) => answer.body.result?.chatSessionMessages[0]?.status === "error",
    );
    const [message] = stored.body.result?.chatSessionMessages ?? [];
    expect(message).toMatchObject({ type: "chat", query: "Why positional encodings?", status: "error" });
    // Whatever arrived before the reader left is kept; the full answer never was.
    expect(longAnswer.startsWith(message?.result ?? "")).toBe(true);
    expect(message?.result?.length ?? 0).toBeLessThan(longAnswer.length);
  });
});

describe("a model that fails", () => {
  it("answers an `error` event with the status and a request id (the provider's words stay in the log), then `complete`, and stores the message with status error", async () => {
    setup.fake.setScript([{ status: 500, error: { message: "upstream exploded" } }]);
    const id = await createSession(setup.backend, setup.owner, "Will this work?");
    const read = await readChat(setup.backend, { query: "Will this work?", chatSessionId: id }, { token: setup.owner });
    expect(read.status).toBe(200);
    expect(read.frames.map((frame) => frame.event)).toEqual(["error", "complete"]);
    const { message } = JSON.parse(read.frames[0]?.data ?? "{}") as { message?: string };
    expect(message).toMatch(/^The language model answered with an error \(HTTP 500\) \(request id: [\w-]+\)\.$/);
    expect(message).not.toContain("upstream exploded");
    expect(message).not.toContain(new URL(setup.fake.url).host);
    const { body } = await messageList(setup.backend, setup.owner, id);
    expect(body.result?.chatSessionMessages).toEqual([expect.objectContaining({ query: "Will this work?", result: null, status: "error" })]);
  });
});

describe("no model configured", () => {
  let bare: AccountsBackend;
  let token: string;
  beforeAll(async () => {
    bare = await createAccountsBackend();
    token = await signUpAndLogin(bare, uniqueEmail("no-model"));
  });
  afterAll(() => bare.dispose());

  it("answers the 5201 envelope naming the settings, as JSON, and stores nothing", async () => {
    const id = await createSession(bare.backend, token, "hello?");
    const read = await readChat(bare.backend, { query: "hello?", chatSessionId: id }, { token });
    expect(read.status).toBe(503);
    expect(read.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(read.raw)).toEqual({ code: 5201, result: null, message: modelNotConfiguredMessage, error: modelNotConfiguredMessage });
    expect(modelNotConfiguredMessage).toMatch(/LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY and LLM_MODEL/);
    const { body } = await messageList(bare.backend, token, id);
    expect(body.result?.chatSessionMessages).toEqual([]);
  });
});
