import "server-only";
import http, { type ServerResponse } from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { buildAnswerHeaders } from "./forward-headers";

/**
 * How the BFF calls an upstream. fetch() would do, except for request bodies: it tees a streamed body to be able
 * to follow redirects and never reads the spare branch, so a forwarded upload would pile up in memory whole
 * (nodejs/undici#4058: a 500 MB upload grew the front by ~490 MB). Requests with a body therefore go out through
 * node:http, piped with backpressure; the answer is streamed back as a web Response either way.
 */
export function fetchUpstream(request: Request): Promise<Response> {
  return request.body === null ? fetch(request) : sendOverHttp(request, (incoming) => toResponse(request.method, incoming));
}

/**
 * The upstream's side of the BFF's Node relay (BackendTarget.stream, node-relay.ts): an event stream answer is
 * piped from the upstream's socket into Node's response to the browser, byte for byte, with the answer headers
 * the BFF always sends (buildAnswerHeaders); any other answer comes back as a Response, as from fetchUpstream.
 * Measured with bench:sse (20 streams, an event every 10 ms each): through fetch() and a web stream, every event
 * cost undici's body stream, a web-stream read and write and their promises, and the lag p99 was 16–23× direct;
 * piped, it is a socket read and a socket write. After the headers the placeholder answered has no use: the
 * relay sees them sent.
 */
export function streamUpstream(request: Request, nodeSink: ServerResponse): Promise<Response> {
  return sendOverHttp(request, (incoming) => {
    if (!isEventStream(incoming)) return toResponse(request.method, incoming);
    nodeSink.writeHead(incoming.statusCode ?? 200, Object.fromEntries(buildAnswerHeaders(headersOf(incoming), false)));
    nodeSink.flushHeaders();
    // pipe() rather than pipeline(), which makes and aborts an AbortController per stream. The browser leaving
    // closes the sink, which drops the upstream's answer and with it its request; an upstream that breaks off cuts
    // the browser's answer short, so it sees the stream end without its closing event.
    incoming.pipe(nodeSink);
    nodeSink.once("close", () => incoming.destroy());
    incoming.once("error", () => nodeSink.destroy());
    return new Response(null, { status: incoming.statusCode });
  });
}

function isEventStream(incoming: http.IncomingMessage): boolean {
  return incoming.statusCode === 200 && (incoming.headers["content-type"] ?? "").startsWith("text/event-stream");
}

function sendOverHttp(request: Request, answerOf: (incoming: http.IncomingMessage) => Response): Promise<Response> {
  const url = new URL(request.url);
  const transport = url.protocol === "https:" ? https : http;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(url, { method: request.method, headers, signal: request.signal }, (incoming) => {
      resolve(answerOf(incoming));
    });
    // Before an answer this fails the call; after one (e.g. a 413 sent while the body was still coming) the upstream
    // has already said why, and the rest of the body is simply not sent.
    outgoing.on("error", reject);
    if (request.body === null) outgoing.end();
    else pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), outgoing).catch(reject);
  });
}

function headersOf(incoming: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function toResponse(method: string, incoming: http.IncomingMessage): Response {
  const status = incoming.statusCode ?? 502;
  const bodyless = method === "HEAD" || status === 204 || status === 304;
  if (bodyless) incoming.resume();
  const body = bodyless ? null : (Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: incoming.statusMessage, headers: headersOf(incoming) });
}
