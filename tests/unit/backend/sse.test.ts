import { afterEach, describe, expect, it, vi } from "vitest";
import { sseResponse } from "@/lib/backend/http/sse";
import type { EventChannel } from "@/lib/backend/event-channel";

/** The event-stream answer's life: what a reader sees while the producer is quiet, and when the reader leaves. */
afterEach(() => {
  vi.useRealTimers();
});

async function readSome(body: ReadableStream<Uint8Array>, count: number): Promise<string[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  while (parts.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value));
  }
  reader.releaseLock();
  return parts;
}

describe("sseResponse", () => {
  it("sends a heartbeat comment every 15 s while the producer is quiet, and none after it ends", async () => {
    vi.useFakeTimers();
    let finish = () => undefined as void;
    const answer = sseResponse((channel) => new Promise<void>((resolve) => {
      channel.send("message", "first");
      finish = resolve;
    }), { signal: new AbortController().signal });
    expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reading = readSome(answer.body as ReadableStream<Uint8Array>, 3);
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await reading).toEqual(["event: message\ndata: first\n\n", ": heartbeat\n\n", ": heartbeat\n\n"]);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("tells the producer when the reader's request is aborted, also one aborted before the stream opened", () => {
    const signals: AbortSignal[] = [];
    const produce = (channel: EventChannel) => {
      signals.push(channel.signal);
      return new Promise<void>((resolve) => channel.signal.addEventListener("abort", () => resolve()));
    };
    const request = new AbortController();
    sseResponse(produce, { signal: request.signal });
    expect(signals[0]?.aborted).toBe(false);
    request.abort();
    expect(signals[0]?.aborted).toBe(true);
    sseResponse(produce, { signal: AbortSignal.abort() });
    expect(signals[1]?.aborted).toBe(true);
  });

  it("ends by itself without aborting the producer's signal, and gives its slot back once", async () => {
    let signal: AbortSignal | undefined;
    const onEnd = vi.fn();
    const request = new AbortController();
    const answer = sseResponse(async (channel) => {
      signal = channel.signal;
      channel.send("message", "only");
    }, { signal: request.signal, onEnd });
    expect(await readSome(answer.body as ReadableStream<Uint8Array>, 2)).toEqual(["event: message\ndata: only\n\n"]);
    request.abort();
    expect(signal?.aborted).toBe(false);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("writes nothing once the reader has left, and gives its slot back once", async () => {
    let channel: EventChannel | undefined;
    let finish = () => undefined as void;
    const onEnd = vi.fn();
    const request = new AbortController();
    const answer = sseResponse((opened) => {
      channel = opened;
      return new Promise<void>((resolve) => (finish = resolve));
    }, { signal: request.signal, onEnd });
    channel?.send("message", "before");
    request.abort();
    channel?.send("message", "after");
    finish();
    // A macrotask: the producer's settling has run its whole chain by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onEnd).toHaveBeenCalledTimes(1);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("event: message\ndata: before\n\n");
    expect(channel?.signal.aborted).toBe(true);
  });
});
