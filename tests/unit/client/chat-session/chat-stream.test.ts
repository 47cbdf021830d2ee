import { describe, expect, it, vi } from "vitest";
import { type ChatStreamDeps, streamChat } from "@/lib/client/chat-session/chat-stream";
import type { ErrorEffects } from "@/lib/client/api/error-policy";
import { ResultMessage } from "@/lib/contract/codes";
import { encodeSseEvent } from "@/lib/contract/sse";

// Spec §7/§8: if these fail, a reply arrives garbled or not at all, a refusal shows no reason, or a failed stream
// leaves the chat box locked.
function fakeEffects(): ErrorEffects {
  return { closeAllModals: vi.fn(), dismissAllToasts: vi.fn(), toast: vi.fn(), logout: vi.fn(), navigate: vi.fn(), openDialog: vi.fn() };
}

/** An event-stream answer delivered in the given pieces, cut anywhere, like a real network would. */
function sse(pieces: string[], status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "Content-Type": "text/event-stream; charset=utf-8" } });
}

function setup(answer: () => Promise<Response>, overrides: Partial<ChatStreamDeps> = {}) {
  const effects = fakeEffects();
  const fetch = vi.fn<ChatStreamDeps["fetch"]>(answer);
  const deps: Partial<ChatStreamDeps> = { fetch, effects, isOnline: () => true, fingerprint: () => "fp", now: () => 42, ...overrides };
  const texts: string[] = [];
  const onResponse = vi.fn();
  const onRefused = vi.fn();
  const run = (signal?: AbortSignal) =>
    streamChat({ query: "why?", chatSessionId: "s1", chatStatus: "init" }, { onText: (t) => texts.push(t), onResponse, onRefused }, { deps, signal });
  return { effects, fetch, texts, onResponse, onRefused, run };
}

const response = { messages: [{ role: "assistant", content: "Hello world", reasoning_content: "" }] };
const full = [
  encodeSseEvent("message", "Hello"),
  encodeSseEvent("message", " world"),
  encodeSseEvent("response", JSON.stringify(response)),
  encodeSseEvent("complete", ""),
].join("");

describe("streamChat", () => {
  it("asks GET /api/chat with the query, session, mode and headers", async () => {
    const { fetch, run } = setup(async () => sse([full]));
    await run();
    const [url, init] = fetch.mock.calls[0] ?? [];
    const parsed = new URL(url ?? "", "http://app.test");
    expect(parsed.pathname).toBe("/api/chat");
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ query: "why?", chatSessionId: "s1", chatStatus: "init", timestamp: "42" });
    expect(new Headers(init?.headers).get("accept")).toBe("text/event-stream");
  });

  it("delivers text chunks in order and the response, even when events are cut mid-way", async () => {
    const cut = [full.slice(0, 7), full.slice(7, 30), full.slice(30, 31), full.slice(31)];
    const { texts, onResponse, effects, run } = setup(async () => sse(cut));
    expect(await run()).toBe("complete");
    expect(texts).toEqual(["Hello", " world"]);
    expect(onResponse).toHaveBeenCalledWith(response);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("keeps multi-line chunks whole", async () => {
    const { texts, run } = setup(async () => sse([encodeSseEvent("message", "line one\nline two"), encodeSseEvent("complete", "")]));
    await run();
    expect(texts).toEqual(["line one\nline two"]);
  });

  it("shows an error event's message and reports the turn as failed", async () => {
    const events = [encodeSseEvent("message", "Hel"), encodeSseEvent("error", JSON.stringify({ message: "The model is unavailable." })), encodeSseEvent("complete", "")];
    const { effects, onRefused, run } = setup(async () => sse(events));
    expect(await run()).toBe("failed");
    expect(effects.toast).toHaveBeenCalledWith("warning", "The model is unavailable.");
    // A model failing mid-reply may answer the next try: the reply keeps the advice to send again.
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("shows a refusal's envelope message (e.g. no model configured) and fails", async () => {
    const refusal = { code: 5201, message: "No chat model is configured: set LLM_MODEL.", result: null };
    const { effects, onRefused, run } = setup(async () => new Response(JSON.stringify(refusal), { status: 503, headers: { "Content-Type": "application/json" } }));
    expect(await run()).toBe("failed");
    expect(effects.toast).toHaveBeenCalledWith("warning", refusal.message, undefined);
    expect(onRefused).toHaveBeenCalledWith(refusal.message);
  });

  it("gives the reply the words its toast showed, and none for a refusal answered by a dialog, a sign-out or a status", async () => {
    const envelope = (code: number, message: string, status: number) => async () =>
      new Response(JSON.stringify({ code, message, result: null }), { status, headers: { "Content-Type": "application/json" } });
    const busy = setup(envelope(5102, "server words", 200));
    await busy.run();
    expect(busy.onRefused).toHaveBeenCalledWith(ResultMessage.maxConcurrentQueries);
    const failing = setup(envelope(500, "Server error", 500));
    await failing.run();
    expect(failing.effects.toast).toHaveBeenCalled();
    expect(failing.onRefused).not.toHaveBeenCalled();
    const broke = setup(envelope(5016, "Insufficient credit", 200));
    await broke.run();
    expect(broke.effects.openDialog).toHaveBeenCalledWith("insufficientCredit");
    expect(broke.onRefused).not.toHaveBeenCalled();
    const signedOut = setup(envelope(401, "Please log in", 401));
    await signedOut.run();
    expect(signedOut.onRefused).not.toHaveBeenCalled();
  });

  it("logs the user out on a 401", async () => {
    const { effects, run } = setup(async () => new Response(JSON.stringify({ code: 401, message: "Please log in" }), { status: 401 }));
    expect(await run()).toBe("failed");
    expect(effects.logout).toHaveBeenCalled();
  });

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a stream cut before complete", async () => sse([encodeSseEvent("message", "Hel")])],
    ["a non-stream 200 answer", async () => new Response("<html>", { status: 200, headers: { "Content-Type": "text/html" } })],
  ])("fails and tells the user on %s", async (_name, answer) => {
    const { effects, onRefused, run } = setup(answer);
    expect(await run()).toBe("failed");
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("returns aborted, quietly, when the caller aborts", async () => {
    const controller = new AbortController();
    const { effects, run } = setup(async () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    });
    expect(await run(controller.signal)).toBe("aborted");
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("fails with one toast, and lets the stream go, when the event schemas cannot be loaded", async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({ cancel });
    const answer = new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    const { effects, texts, run } = setup(async () => answer, { answerReading: () => Promise.reject(new Error("Failed to load chunk")) });
    expect(await run()).toBe("failed");
    expect(texts).toEqual([]);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith("error", "Network error", undefined);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("ignores a malformed event and carries on", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const events = [encodeSseEvent("response", "{not json"), encodeSseEvent("message", "ok"), encodeSseEvent("complete", "")];
    const { texts, run } = setup(async () => sse(events));
    expect(await run()).toBe("complete");
    expect(texts).toEqual(["ok"]);
    warn.mockRestore();
  });
});
