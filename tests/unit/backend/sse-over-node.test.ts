import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sseResponse } from "@/lib/backend/http/sse";
import { encodeSseEvent } from "@/lib/contract/sse";
import type { EventProducer } from "@/lib/backend/event-channel";

/**
 * Events written to Node's own response (the standalone backend, the BFF's event-stream door): each one framed as an
 * HTTP/1.1 chunk straight onto the socket while nothing is queued, through Node's `write` otherwise. Read here over a
 * real socket, as a browser or a proxy reads them.
 */
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(produce: EventProducer): Promise<number> {
  server = http.createServer((request, response) => {
    const gone = new AbortController();
    response.once("close", () => gone.abort());
    sseResponse(produce, { signal: gone.signal, outgoing: response });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server?.address() as AddressInfo).port;
}

/**
 * The raw bytes of one answer, read after `delayMs` (the server's socket backs up meanwhile) until the last chunk
 * (an event stream's answer keeps its connection alive) or until the server closes (HTTP/1.0).
 */
function rawAnswer(port: number, requestLine: string, delayMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\n\r\n`));
    let answer = "";
    const finish = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setEncoding("utf8");
    socket.pause();
    setTimeout(() => socket.resume(), delayMs);
    socket.on("data", (part: string) => {
      answer += part;
      if (answer.endsWith("\r\n0\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", reject);
  });
}

/** The body of a chunked answer, checking every chunk's size line against the bytes that follow it. */
function unchunk(answer: string): string {
  const bytes = Buffer.from(answer.slice(answer.indexOf("\r\n\r\n") + 4), "utf8");
  let body = "";
  for (let at = 0; ; ) {
    const lineEnd = bytes.indexOf("\r\n", at);
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return body;
    body += bytes.subarray(lineEnd + 2, lineEnd + 2 + size).toString("utf8");
    expect(bytes.subarray(lineEnd + 2 + size, lineEnd + 4 + size).toString("latin1")).toBe("\r\n");
    at = lineEnd + 4 + size;
  }
}

const events = (count: number, text: (index: number) => string) => Array.from({ length: count }, (_, index) => `event: message\ndata: ${text(index)}\n\n`);

describe("sseResponse on Node's response", () => {
  it("sends every event whole and in order, as chunks whose sizes count bytes, not characters", async () => {
    const texts = events(3, (index) => `naïve résumé ${index} 🚀`);
    const port = await serve(async (channel) => {
      for (let index = 0; index < 3; index += 1) channel.send("message", `naïve résumé ${index} 🚀`);
    });
    const answer = await rawAnswer(port, "GET /stream HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("transfer-encoding: chunked");
    expect(unchunk(answer)).toBe(texts.join(""));
  });

  it("keeps the order when the reader is slow and the socket's buffer fills", async () => {
    // 64 events of 64 KB: far more than a socket takes at once, so later writes find earlier ones still queued.
    const big = (index: number) => `${index}:${"x".repeat(64 * 1024)}`;
    const port = await serve(async (channel) => {
      for (let index = 0; index < 64; index += 1) channel.send("message", big(index));
    });
    const answer = await rawAnswer(port, "GET /stream HTTP/1.1", 200);
    expect(unchunk(answer)).toBe(events(64, big).join(""));
  });

  it("keeps a model's text that imitates the end of the answer inside its own event", async () => {
    // A chunk of size 0 and a second response, as a hostile model (or a prompt injected into one) might write them.
    const hostile = 'a\r\n0\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\n<script>alert(1)</script>';
    const port = await serve(async (channel) => {
      channel.send("message", hostile);
      channel.send("message", "after");
    });
    const answer = await rawAnswer(port, "GET /stream HTTP/1.1");
    expect(unchunk(answer)).toBe(encodeSseEvent("message", hostile) + encodeSseEvent("message", "after"));
  });

  it("answers an HTTP/1.0 reader, which cannot read chunks, with the plain events", async () => {
    const port = await serve(async (channel) => {
      channel.send("message", "one");
      channel.send("message", "two");
    });
    const answer = await rawAnswer(port, "GET /stream HTTP/1.0");
    expect(answer.toLowerCase()).not.toContain("transfer-encoding");
    expect(answer.slice(answer.indexOf("\r\n\r\n") + 4)).toBe(events(2, (index) => ["one", "two"][index] ?? "").join(""));
  });
});
