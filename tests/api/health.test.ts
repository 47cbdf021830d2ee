import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "./support/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.dispose());

describe("GET /health", () => {
  it("answers the envelope with the database reachable and the version", async () => {
    const { status, body } = await backend.json("/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, result: { status: "ok", db: "up", version: "0.1.0", streams: 0 } });
  });
});

describe("GET /health/stream", () => {
  it("sends the asked number of tick events, then done, with unbuffered SSE headers", async () => {
    const answer = await backend.request("/health/stream?count=3&interval=10");
    expect(answer.headers.get("content-type")).toContain("text/event-stream");
    expect(answer.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(answer.headers.get("x-accel-buffering")).toBe("no");
    const text = await answer.text();
    expect(text.match(/^event: tick$/gm)).toHaveLength(3);
    expect(text).toMatch(/event: done\ndata: \{"count":3\}\n\n$/);
  });

  it("refuses a count out of range with a clear message, not a stack trace", async () => {
    const { status, body } = await backend.json<{ code: number; message: string }>("/health/stream?count=5000");
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/count/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("stops producing when the reader goes away", async () => {
    const reader = new AbortController();
    const answer = await backend.request("/health/stream?count=100&interval=20", { signal: reader.signal });
    const stream = answer.body?.getReader();
    await stream?.read();
    expect((await backend.json<{ result: { streams: number } }>("/health")).body.result.streams).toBe(1);
    await stream?.cancel();
    await expect.poll(async () => (await backend.json<{ result: { streams: number } }>("/health")).body.result.streams).toBe(0);
  });
});

describe("unknown paths and bad input", () => {
  it("answers an unknown path with a 404 envelope", async () => {
    const { status, body } = await backend.json("/no/such/path");
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404 });
  });
});

describe("GET /health/stream bounds (issue 13, defect 9)", () => {
  it("refuses a stream longer than 5 minutes in all (count × interval)", async () => {
    const { status, body } = await backend.json<{ code: number; message: string }>("/health/stream?count=1000&interval=1000");
    expect(status).toBe(400);
    expect(body.message).toMatch(/count × interval/);
  });

  it("caps the streams open at once and frees a slot when a reader leaves", async () => {
    const capped = await createTestBackend({ HEALTH_STREAMS_MAX: "2" });
    try {
      const open = () => capped.request("/health/stream?count=100&interval=50");
      const [first, second] = await Promise.all([open(), open()]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const third = await open();
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).not.toBeNull();
      await first.body?.cancel();
      const fourth = await open();
      expect(fourth.status).toBe(200);
      await Promise.all([second.body?.cancel(), fourth.body?.cancel()]);
    } finally {
      await capped.dispose();
    }
  });
});
