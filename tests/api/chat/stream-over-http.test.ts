import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendRuntime } from "@/lib/backend/runtime";
import { relayApiRequest } from "@/lib/bff/node-relay";
import type { TestBackend } from "../support/test-backend";
import { abortAfter, type ChatSetup, createChatSetup, createSession, eventually, messageList, readChat } from "./chat-support";

/**
 * The chat stream over real HTTP, where the events are written straight to Node's response instead of through a
 * web stream: served by the standalone backend (@hono/node-server), and by the BFF's Node relay that the app's
 * event-stream door hands GET /api/chat to (lib/bff/event-stream-door.ts), in front of the embedded backend and
 * reading the session cookie.
 */
const secret = "stream-over-http-secret-of-enough-length";
const shared = globalThis as typeof globalThis & { __backendRuntime?: Promise<BackendRuntime> };
let setup: ChatSetup;
let standalone: ReturnType<typeof serve>;
let relay: http.Server;
beforeAll(async () => {
  process.env.AUTH_SECRET = secret;
  setup = await createChatSetup();
  // The relay's embedded backend is the process's shared one: here, the test's.
  shared.__backendRuntime = Promise.resolve(setup.backend);
  standalone = serve({ fetch: setup.backend.app.fetch, port: 0, hostname: "127.0.0.1" });
  relay = http.createServer((incoming, outgoing) => void relayApiRequest(incoming, outgoing));
  await Promise.all([listening(standalone), new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve))]);
});
afterAll(async () => {
  delete shared.__backendRuntime;
  await Promise.all([standalone, relay].map((server) => new Promise((resolve) => server.close(resolve))));
  await setup.dispose();
});

const listening = (server: ReturnType<typeof serve>) => new Promise<void>((resolve) => server.once("listening", () => resolve()));
const baseOf = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

/** The backend as readChat calls it, but over HTTP, with the given headers on every request. */
function overHttp(base: string, headers: Record<string, string> = {}): TestBackend {
  return { ...setup.backend, request: (path, init) => fetch(`${base}${path}`, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }) };
}

async function browserOf(token: string): Promise<TestBackend> {
  return overHttp(baseOf(relay), { cookie: `next-auth.session-token=${await encode({ token: { backendToken: token }, secret })}` });
}

const frame = (event: string, data: string) => `event: ${event}\n${data.split("\n").map((line) => `data: ${line}\n`).join("")}\n`;
const exactFrames = (text: string) => frame("message", "Hello ") + frame("message", "there") + frame("response", JSON.stringify({ messages: [{ role: "assistant", content: text, reasoning_content: "" }] })) + frame("complete", "");

describe("GET /chat over HTTP", () => {
  it("from the standalone backend: the exact frames, as an event stream that proxies will not buffer", async () => {
    setup.fake.setScript([{ text: "Hello there", chunkSize: 6 }]);
    const id = await createSession(setup.backend, setup.owner, "hi");
    const read = await readChat(overHttp(baseOf(standalone)), { query: "hi", chatSessionId: id }, { token: setup.owner });
    expect(read.status).toBe(200);
    expect(read.contentType).toBe("text/event-stream; charset=utf-8");
    expect(read.raw).toBe(exactFrames("Hello there"));
  });

  it("through the BFF's relay with the session cookie: the exact frames, and the reply is stored", async () => {
    setup.fake.setScript([{ text: "Hello there", chunkSize: 6 }]);
    const id = await createSession(setup.backend, setup.owner, "hi");
    const read = await readChat(await browserOf(setup.owner), { query: "hi", chatSessionId: id });
    expect(read.status).toBe(200);
    expect(read.raw).toBe(exactFrames("Hello there"));
    const stored = await messageList(setup.backend, setup.owner, id);
    expect(stored.body.result?.chatSessionMessages[0]).toMatchObject({ query: "hi", result: "Hello there", status: "finish" });
  });

  it("through the relay, a browser leaving mid-reply stops the model request and the turn is kept as failed", async () => {
    setup.fake.setScript([{ text: "Positional encodings give each token its place. ".repeat(8), chunkSize: 4, delayMs: 40 }]);
    const disconnectsBefore = setup.fake.disconnects;
    const id = await createSession(setup.backend, setup.owner, "Why positional encodings?");
    const aborter = new AbortController();
    const browser = await browserOf(setup.owner);
    await readChat(browser, { query: "Why positional encodings?", chatSessionId: id }, { signal: aborter.signal, onMessage: abortAfter(aborter, 3) }).catch(() => undefined);
    await setup.fake.waitForIdle(5000);
    expect(setup.fake.disconnects - disconnectsBefore).toBe(1);
    const stored = await eventually(
      () => messageList(setup.backend, setup.owner, id),
      (answer) => answer.body.result?.chatSessionMessages[0]?.status === "error",
    );
    expect(stored.body.result?.chatSessionMessages[0]?.status).toBe("error");
  });

  it("through the relay, refusals are the backend's JSON envelopes: no session 401, another user's session 404", async () => {
    const id = await createSession(setup.backend, setup.owner, "mine");
    for (const [browser, status] of [
      [overHttp(baseOf(relay)), 401],
      [await browserOf(setup.stranger), 404],
    ] as const) {
      const answer = await browser.request(`/chat?${new URLSearchParams({ query: "peek", chatSessionId: id, chatStatus: "init" })}`);
      expect(answer.status).toBe(status);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect((await answer.json()) as { code: number }).toMatchObject({ code: status });
    }
  });

  it("through the relay, a POST is not a chat turn: the backend's 404 envelope, and nothing is stored", async () => {
    const id = await createSession(setup.backend, setup.owner, "only by GET");
    const browser = await browserOf(setup.owner);
    const answer = await browser.request(`/chat?${new URLSearchParams({ query: "sneaky", chatSessionId: id, chatStatus: "init" })}`, { method: "POST" });
    expect(answer.status).toBe(404);
    expect((await answer.json()) as { code: number }).toMatchObject({ code: 404 });
    expect((await messageList(setup.backend, setup.owner, id)).body.result?.chatSessionMessages).toEqual([]);
  });
});
