import "server-only";
import { encodeSseEvent, sseHeaders } from "@/lib/contract/sse";
import { ApiError } from "./api-error";

/**
 * Server-sent events, written by hand rather than through a framework helper so that the headers that keep
 * proxies from buffering (from the contract), the heartbeat and the cleanup on disconnect are the same for
 * every stream.
 */
export type SseChannel = {
  send(event: string, data: string, id?: string): void;
  comment(text: string): void;
  /** Aborted when the reader goes away (browser closed, proxy aborted) or the request is aborted. */
  signal: AbortSignal;
};

type SseOptions = { requestSignal?: AbortSignal; heartbeatMs?: number; onClose?: () => void };

/** A streaming Response whose body `produce` writes; the stream ends when `produce` settles or the reader leaves. */
export function sseResponse(produce: (channel: SseChannel) => Promise<void>, options: SseOptions = {}): Response {
  const encoder = new TextEncoder();
  const gone = new AbortController();
  // A request aborted before the stream was built never fires `abort` again: check it, or the producer would run unread.
  if (options.requestSignal?.aborted) gone.abort();
  else options.requestSignal?.addEventListener("abort", () => gone.abort(), { once: true });
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!gone.signal.aborted) controller.enqueue(encoder.encode(text));
      };
      const channel: SseChannel = {
        send: (event, data, id) => write(encodeSseEvent(event, data, id)),
        comment: (text) => write(`: ${text}\n\n`),
        signal: gone.signal,
      };
      heartbeat = setInterval(() => channel.comment("heartbeat"), options.heartbeatMs ?? 15_000);
      produce(channel)
        .catch((error: unknown) => {
          if (!gone.signal.aborted) channel.send("error", JSON.stringify({ message: messageOf(error) }));
        })
        .finally(() => {
          clearInterval(heartbeat);
          options.onClose?.();
          if (!gone.signal.aborted) controller.close();
          gone.abort();
        });
    },
    cancel() {
      clearInterval(heartbeat);
      gone.abort();
    },
  });
  return new Response(body, { headers: sseHeaders });
}

/** Only our own errors carry words meant for users; anything else stays in the logs. */
function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : "Stream failed";
}

/** Resolves after `ms`, or early when the signal aborts (so producers stop promptly on disconnect). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener("abort", wake, { once: true });
  });
}
