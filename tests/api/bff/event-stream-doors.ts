import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendRuntime } from "@/lib/backend/runtime";
import { ANSWER_HEADERS, takeEventStream } from "@/lib/bff/event-stream-door";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { readSse } from "../../fixtures/sse-reader";
import { cancelTask, createTaskSetup, startTask, type TaskSetup } from "../task/task-support";

/**
 * The contract's event streams other than the chat's (health.stream, task.events; the chat's is
 * tests/api/chat/stream-over-http.test.ts) through the BFF's event-stream door (lib/bff/event-stream-door.ts, in
 * front of a server that stands for Next), over real HTTP with a session cookie: in front of the embedded backend,
 * or of an upstream (a standalone backend over HTTP, API_UPSTREAM_URL), whose event streams are piped from the
 * upstream's socket. Every check of the catch-all holds: the frames pass unchanged with the headers that keep
 * proxies from buffering, refusals are the backend's envelopes, and a browser leaving ends the stream at the backend.
 */
export function describeEventStreamDoors(mode: "embedded" | "upstream"): void {
  const secret = `event-stream-doors-${mode}-secret-of-enough-length`;
  const shared = globalThis as typeof globalThis & { __backendRuntime?: Promise<BackendRuntime> };
  let setup: TaskSetup;
  let standalone: ReturnType<typeof serve> | undefined;
  let relay: http.Server;
  let base: string;

  beforeAll(async () => {
    process.env.AUTH_SECRET = secret;
    setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 50 }) : { text: "chat" }));
    if (mode === "upstream") {
      standalone = serve({ fetch: setup.backend.app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => standalone?.once("listening", () => resolve()));
      // Read once per process (lib/bff/config.ts): this file's module graph is its own.
      process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(standalone.address() as AddressInfo).port}/api`;
    } else {
      shared.__backendRuntime = Promise.resolve(setup.backend);
    }
    // Anything the door does not take would be Next's: here, a 404 the tests never expect.
    relay = http.createServer((incoming, outgoing) => {
      if (!takeEventStream(incoming, outgoing)) outgoing.writeHead(404).end();
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    delete shared.__backendRuntime;
    delete process.env.API_UPSTREAM_URL;
    await Promise.all([relay, standalone].map((server) => server && new Promise((resolve) => server.close(resolve))));
    await setup.dispose();
  });

  const cookie = async (token: string) => ({ cookie: `next-auth.session-token=${await encode({ token: { backendToken: token }, secret })}` });
  const openStreams = async () => ((await setup.backend.json<{ result: { streams: number } }>("/health")).body.result.streams);

  describe(`event streams through their door, ${mode} backend`, () => {
    it("health.stream: the frames as the backend wrote them, with the headers that keep proxies from buffering", async () => {
      const answer = await fetch(`${base}/health/stream?count=3&interval=10`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("no-cache, no-transform");
      expect(answer.headers.get("x-accel-buffering")).toBe("no");
      for (const [name, value] of Object.entries(ANSWER_HEADERS)) expect(answer.headers.get(name)).toBe(value);
      const text = await answer.text();
      expect(text.match(/^event: tick\nid: \d\ndata: \{"seq":\d,"at":[\d.]+\}\n\n/gm)).toHaveLength(3);
      expect(text).toMatch(/event: done\ndata: \{"count":3\}\n\n$/);
    });

    it("health.stream: an event arrives while the stream is open, and a browser leaving ends it at the backend", async () => {
      const browser = new AbortController();
      const read = await readSse(`${base}/health/stream?count=200&interval=50`, { signal: browser.signal, stopAfter: 1 });
      expect(read.events[0]?.event).toBe("tick");
      await expect.poll(openStreams, { interval: 20, timeout: 5000 }).toBe(0);
    });

    it("health.stream: input the backend refuses is its 400 envelope", async () => {
      const answer = await fetch(`${base}/health/stream?count=5000`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect(await answer.json()).toMatchObject({ code: 400 });
    });

    it("task.events: the owner's stream of updates ends with the finished task", async () => {
      const { taskId } = await startTask(setup, setup.owner);
      const answer = await fetch(`${base}/task/events/${encodeURIComponent(taskId)}?timestamp=${Date.now()}`, { headers: await cookie(setup.owner) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      const events: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (event) => events.push(event) });
      parser.feed(await answer.text());
      const updates = events.filter((event) => event.event === "update").map((event) => JSON.parse(event.data) as { status: string });
      expect(updates.at(-1)?.status).toBe("finish");
    }, 30_000);

    it("task.events: no session 401, another user's task 404, as envelopes", async () => {
      const { taskId } = await startTask(setup, setup.owner);
      const path = `${base}/task/events/${encodeURIComponent(taskId)}`;
      const anonymous = await fetch(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 401 });
      const stranger = await fetch(path, { headers: await cookie(setup.stranger) });
      expect(stranger.status).toBe(404);
      expect(await stranger.json()).toEqual({ code: 404, result: null, message: "Task not found", error: "Task not found" });
      await cancelTask(setup.backend, setup.owner, taskId);
    });
  });
}
