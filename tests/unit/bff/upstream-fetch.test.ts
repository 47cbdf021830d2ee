import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchUpstream, streamUpstream } from "@/lib/bff/upstream-fetch";

/** The BFF's upstream calls against real loopback servers: uploads must stream, not pile up in the front. */
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function upstream(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const MiB = 1024 * 1024;

/** A body of `total` bytes produced on demand, counting how much has been pulled from it. */
function generated(total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        const size = Math.min(64 * 1024, total - counter.pulled);
        counter.pulled += size;
        controller.enqueue(new Uint8Array(size));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const put = (url: string, body: ReadableStream<Uint8Array>, init: RequestInit = {}) =>
  new Request(url, { method: "PUT", body, duplex: "half", headers: { "content-type": "application/octet-stream" }, ...init } as RequestInit);

describe("fetchUpstream", () => {
  it("sends an upload's body over node:http, not fetch(), which keeps a copy of every streamed body (undici#4058)", async () => {
    // The memory itself is measured by `npm run bench:upload`; here, that the path cannot go back to fetch().
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const body = generated(8 * MiB);
    let received = 0;
    const base = await upstream((req, res) => {
      req.on("data", (chunk: Buffer) => {
        received += chunk.length;
      });
      req.on("end", () => res.end(String(received)));
    });
    const answer = await fetchUpstream(put(`${base}/upload`, body.stream));
    expect(await answer.text()).toBe(String(8 * MiB));
    expect(body.counter.pulled).toBe(8 * MiB);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("relays status, headers and the streamed answer, and sends the request's headers", async () => {
    const base = await upstream((req, res) => {
      res.writeHead(201, { "content-type": "application/json", "x-seen": `${req.method} ${req.headers["content-type"]}` });
      res.end('{"ok":true}');
    });
    const answer = await fetchUpstream(put(`${base}/x`, generated(10).stream));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-seen")).toBe("PUT application/octet-stream");
    expect(await answer.json()).toEqual({ ok: true });
  });

  it("hands back an early refusal while the body is still being sent", async () => {
    const base = await upstream((req, res) => {
      req.once("data", () => {
        res.writeHead(413, { "content-type": "application/json" });
        res.end('{"code":413}');
        req.destroy();
      });
    });
    const answer = await fetchUpstream(put(`${base}/x`, generated(256 * MiB).stream));
    expect(answer.status).toBe(413);
  });

  it("stops when the request's signal aborts", async () => {
    const base = await upstream(() => {
      // Never answers.
    });
    const aborter = new AbortController();
    const pending = fetchUpstream(put(`${base}/x`, generated(1024).stream, { signal: aborter.signal }));
    setTimeout(() => aborter.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("leaves body-less requests to fetch", async () => {
    const base = await upstream((_req, res) => res.end("hello"));
    expect(await (await fetchUpstream(new Request(`${base}/x`))).text()).toBe("hello");
  });
});

describe("streamUpstream", () => {
  /** A browser-facing server whose responses are handed to streamUpstream, as the BFF's Node relay does. */
  async function relayTo(target: string, onAnswer: (answer: Response) => void = () => undefined): Promise<string> {
    return upstream((incoming, outgoing) => {
      const gone = new AbortController();
      outgoing.once("close", () => gone.abort());
      void streamUpstream(new Request(`${target}${incoming.url}`, { headers: { accept: "text/event-stream" }, signal: gone.signal }), outgoing).then(async (answer) => {
        onAnswer(answer);
        if (outgoing.headersSent) return;
        outgoing.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" }).end(await answer.text());
      });
    });
  }

  it("pipes an event stream into Node's response, event by event, with the BFF's answer headers and no fetch()", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    let sendNext: () => void = () => undefined;
    const target = await upstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream", "set-cookie": "upstream=1", connection: "keep-alive" });
      res.write("event: tick\ndata: 1\n\n");
      sendNext = () => res.end("event: tick\ndata: 2\n\n");
    });
    const front = await relayTo(target);
    fetchSpy.mockClear();
    const answer = await new Promise<http.IncomingMessage>((resolve) => http.get(`${front}/stream`, resolve));
    expect(answer.headers["content-type"]).toBe("text/event-stream");
    expect(answer.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(answer.headers["x-accel-buffering"]).toBe("no");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const first = await new Promise<string>((resolve) => answer.once("data", (chunk: Buffer) => resolve(chunk.toString())));
    // The first event is there before the upstream has written the second.
    expect(first).toBe("event: tick\ndata: 1\n\n");
    sendNext();
    let rest = "";
    for await (const chunk of answer) rest += String(chunk);
    expect(rest).toBe("event: tick\ndata: 2\n\n");
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("holds the upstream's stream back while the browser does not read, and loses nothing", async () => {
    const EVENT_BYTES = 16 * 1024;
    const event = (index: number) => `event: tick\ndata: ${index} ${"x".repeat(EVENT_BYTES)}\n\n`;
    let written = 0;
    let heldBack: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (heldBack = resolve));
    const target = await upstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      // Written as fast as the front takes them, up to 256 MB; once the front has taken nothing for 200 ms (it has
      // paused the upstream's answer), the answer ends at the next drain.
      let stopping = false;
      let stall: NodeJS.Timeout | undefined;
      const settle = () => {
        stopping = true;
        heldBack();
      };
      const writeMore = () => {
        clearTimeout(stall);
        if (stopping) return void res.end();
        while (written * EVENT_BYTES < 256 * MiB) {
          written += 1;
          if (!res.write(event(written))) {
            stall = setTimeout(settle, 200);
            return void res.once("drain", writeMore);
          }
        }
        settle();
        res.end();
      };
      writeMore();
    });
    const front = await relayTo(target);
    const answer = await new Promise<http.IncomingMessage>((resolve) => http.get(`${front}/stream`, resolve));
    answer.pause();
    await held;
    expect(written * EVENT_BYTES).toBeLessThan(32 * MiB);
    let body = "";
    for await (const chunk of answer) body += String(chunk);
    expect(body).toBe(Array.from({ length: written }, (_, index) => event(index + 1)).join(""));
  });

  it("hands any other answer back as a Response for the caller to write", async () => {
    const target = await upstream((_req, res) => res.writeHead(401, { "content-type": "application/json" }).end('{"code":401}'));
    let seen: Response | undefined;
    const front = await relayTo(target, (answer) => (seen = answer));
    const answer = await fetch(`${front}/stream`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ code: 401 });
    expect(seen?.status).toBe(401);
  });

  it("closes the upstream's stream when the browser leaves", async () => {
    let upstreamClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const target = await upstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": open\n\n");
      res.once("close", upstreamClosed);
    });
    const front = await relayTo(target);
    const browser = new AbortController();
    const answer = await fetch(`${front}/stream`, { signal: browser.signal });
    const reader = answer.body?.getReader();
    await reader?.read();
    browser.abort();
    await closed;
  });

  it("cuts the browser's stream short when the upstream breaks off mid-stream", async () => {
    const target = await upstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("event: tick\ndata: 1\n\n");
      setTimeout(() => res.destroy(), 20);
    });
    const front = await relayTo(target);
    const answer = await new Promise<http.IncomingMessage>((resolve) => http.get(`${front}/stream`, resolve));
    let received = "";
    const ending = await new Promise<string>((resolve) => {
      answer.on("data", (chunk: Buffer) => (received += String(chunk)));
      answer.once("end", () => resolve("ended cleanly"));
      answer.once("aborted", () => resolve("cut short"));
      answer.once("error", () => resolve("cut short"));
    });
    expect(received).toBe("event: tick\ndata: 1\n\n");
    expect(ending).toBe("cut short");
  });
});
