import "server-only";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

/**
 * How the BFF calls an upstream. fetch() would do, except for request bodies: it tees a streamed body to be able
 * to follow redirects and never reads the spare branch, so a forwarded upload would pile up in memory whole
 * (nodejs/undici#4058: a 500 MB upload grew the front by ~490 MB). Requests with a body therefore go out through
 * node:http, piped with backpressure; the answer is streamed back as a web Response either way.
 */
export function fetchUpstream(request: Request): Promise<Response> {
  return request.body === null ? fetch(request) : sendWithBody(request, request.body);
}

function sendWithBody(request: Request, body: ReadableStream<Uint8Array>): Promise<Response> {
  const url = new URL(request.url);
  const transport = url.protocol === "https:" ? https : http;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(url, { method: request.method, headers, signal: request.signal }, (incoming) => {
      resolve(toResponse(request.method, incoming));
    });
    // Before an answer this fails the call; after one (e.g. a 413 sent while the body was still coming) the upstream
    // has already said why, and the rest of the body is simply not sent.
    outgoing.on("error", reject);
    pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), outgoing).catch(reject);
  });
}

function toResponse(method: string, incoming: http.IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const status = incoming.statusCode ?? 502;
  const bodyless = method === "HEAD" || status === 204 || status === 304;
  if (bodyless) incoming.resume();
  const body = bodyless ? null : (Readable.toWeb(incoming) as unknown as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: incoming.statusMessage, headers });
}
