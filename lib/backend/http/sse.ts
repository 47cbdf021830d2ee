import "server-only";
import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import { ContractError } from "@/lib/contract";
import { encodeSseEvent, sseHeaders } from "@/lib/contract/sse";
import type { EventChannel, EventProducer } from "../event-channel";
import { nodeEnvOf } from "./node-env";

/**
 * Server-sent events, written by hand rather than through a framework helper so that the headers that keep
 * proxies from buffering (from the contract), the heartbeat and the cleanup on disconnect are the same for
 * every stream. Services emit into an EventChannel (event-channel.ts); only mount answers with sseResponse.
 */
/**
 * Who reads a stream: the request's abort signal and, when a Node server delivered the request (the standalone
 * backend, the BFF's chat relay), Node's own response, which the events are then written to directly.
 */
export type SseReader = {
  signal: AbortSignal;
  outgoing?: ServerResponse;
  /** Called once when the stream ends, however it ends (a stream slot is given back here). */
  onEnd?: () => void;
};

/** The reader of the request in `c`, with Node's response when a Node server delivered it. */
export function sseReaderOf(c: Context): SseReader {
  return { signal: c.req.raw.signal, outgoing: nodeEnvOf(c).outgoing };
}

/**
 * The stream's answer; it ends when `produce` settles or the reader leaves. With Node's response at hand the events
 * go straight to its socket and the answer only says so: every open chat holds one of these streams, and a web
 * stream's promises cost more CPU per event than the socket write itself (see bench:chat).
 */
export function sseResponse(produce: EventProducer, reader: SseReader): Response {
  return reader.outgoing ? writeToNode(reader.outgoing, produce, reader) : webStream(produce, reader);
}

function writeToNode(outgoing: ServerResponse, produce: EventProducer, reader: SseReader): Response {
  outgoing.writeHead(200, sseHeaders);
  outgoing.flushHeaders();
  const sink: SseSink = { write: (text) => writeNow(outgoing, text), end: () => void outgoing.end() };
  outgoing.once("close", run(produce, sink, reader));
  // @hono/node-server leaves a response it is told has been sent alone; the BFF's relay sees the headers sent.
  return RESPONSE_ALREADY_SENT;
}

/**
 * One event, sent as it is written: while nothing of the response waits to be sent, as one HTTP/1.1 chunk framed here
 * and written straight to the socket, one string in one syscall. Node's own `write` frames a chunk as four pieces
 * (size line, CRLF, text, CRLF), corks the socket to gather them and sends them with one `writev`: 2–5 µs of CPU per
 * event more, at 20,000 events a second on 1,000 open chats (bench:chat). Anything else (a response not chunked, or
 * one with bytes still queued, which a direct write could overtake) takes Node's path, corked so that it too is sent
 * at once rather than on the next tick.
 */
function writeNow(outgoing: ServerResponse, text: string): void {
  const socket = outgoing.socket;
  if (!socket) return void outgoing.write(text);
  if (outgoing.chunkedEncoding && outgoing.writableLength === 0) {
    socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
    return;
  }
  socket.cork();
  try {
    outgoing.write(text);
  } finally {
    // A socket left corked would hold every later event of this stream.
    socket.uncork();
  }
}

function webStream(produce: EventProducer, reader: SseReader): Response {
  const encoder = new TextEncoder();
  let leave: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      leave = run(produce, { write: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close() }, reader);
    },
    cancel: () => leave?.(),
  });
  return new Response(body, { headers: sseHeaders });
}

type SseSink = { write(text: string): void; end(): void };

/** A comment every 15 s keeps proxies and load balancers from closing a stream that is quiet for a while. */
const HEARTBEAT_MS = 15_000;

/**
 * Runs `produce` against the sink until it settles or the reader leaves; answers the function to call when the reader
 * leaves. Only a reader leaving aborts the channel's signal: a stream that ends by itself has nothing left to stop, and
 * an abort costs an AbortError with its stack and a pass over every listener (a thousand chat replies ending within a
 * second, bench:chat). Each write reads a plain flag, not the signal: its getter's checks ran once per event.
 */
function run(produce: EventProducer, sink: SseSink, reader: SseReader): () => void {
  const readerGone = new AbortController();
  let ended = false;
  const write = (text: string) => {
    if (!ended) sink.write(text);
  };
  const channel: EventChannel = {
    send: (event, data, id) => write(encodeSseEvent(event, data, id)),
    comment: (text) => write(`: ${text}\n\n`),
    signal: readerGone.signal,
  };
  const heartbeat = setInterval(() => channel.comment("heartbeat"), HEARTBEAT_MS);
  const end = () => {
    ended = true;
    clearInterval(heartbeat);
    reader.onEnd?.();
  };
  const leave = () => {
    if (ended) return;
    end();
    readerGone.abort();
  };
  // A request aborted before the stream was built never fires `abort` again: check it, or the producer would run unread.
  if (reader.signal.aborted) leave();
  else reader.signal.addEventListener("abort", leave, { once: true });
  produce(channel)
    .catch((error: unknown) => {
      if (!ended) channel.send("error", JSON.stringify({ message: messageOf(error) }));
    })
    .finally(() => {
      reader.signal.removeEventListener("abort", leave);
      if (!ended) {
        sink.end();
        end();
      }
    });
  return leave;
}

/** Only our own errors carry words meant for users; anything else stays in the logs. */
function messageOf(error: unknown): string {
  return error instanceof ContractError ? error.message : "Stream failed";
}
