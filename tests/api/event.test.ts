import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "./support/test-backend";
import { createTestClock } from "./support/test-clock";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.dispose());

const post = (body: string) =>
  backend.json<{ code: number; message?: string; result?: unknown }>("/event/track", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

describe("POST /event/track", () => {
  it("stores the event with its properties", async () => {
    const { status, body } = await post(JSON.stringify({ event: "page_view", properties: { path: "/deepsurvey" } }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, result: true });
    const rows = await backend.deps.db.execute(sql`select name, properties from analytics_events`);
    expect(rows.rows).toEqual([{ name: "page_view", properties: { path: "/deepsurvey" } }]);
  });

  it.each([
    ["malformed JSON", "{not json", /not valid JSON/],
    ["a missing event name", JSON.stringify({ properties: {} }), /event/],
    ["an over-long event name", JSON.stringify({ event: "x".repeat(101) }), /event/],
    ["more than 30 properties", JSON.stringify({ event: "page_view", properties: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }), /at most 30 keys/],
    ["an over-long property value", JSON.stringify({ event: "page_view", properties: { path: "x".repeat(1001) } }), /properties/],
  ])("refuses %s with a 400 envelope and stores nothing", async (_name, payload, message) => {
    const before = await backend.deps.db.execute(sql`select count(*)::int as n from analytics_events`);
    const { status, body } = await post(payload);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toMatch(message);
    const after = await backend.deps.db.execute(sql`select count(*)::int as n from analytics_events`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe("POST /event/track rate (issue 13, defect 9)", () => {
  /** A backend allowing 3 events a minute per client, behind a trusted proxy that names the client address. */
  async function limitedBackend() {
    const clock = createTestClock();
    const limited = await createTestBackend({ EVENT_TRACK_PER_MINUTE: "3", TRUST_PROXY: "true" }, { now: clock.now });
    clock.toNextWindow(60_000);
    const send = (ip: string) =>
      limited.request("/event/track", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ event: "page_view" }),
      });
    return { limited, send };
  }

  it("answers 429 once a client address has posted its events for the minute, while another address still can", async () => {
    const { limited, send } = await limitedBackend();
    try {
      for (let sent = 0; sent < 3; sent += 1) expect((await send("203.0.113.7")).status).toBe(200);
      const refused = await send("203.0.113.7");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 429, message: "Too many events" });
      expect((await send("203.0.113.8")).status).toBe(200);
      const rows = await limited.deps.db.execute(sql`select count(*)::int as n from analytics_events`);
      expect(rows.rows).toEqual([{ n: 4 }]);
    } finally {
      await limited.dispose();
    }
  });

  it("counts the addresses of one IPv6 /64 as one client (one subscriber holds all of them)", async () => {
    const { limited, send } = await limitedBackend();
    try {
      for (const suffix of ["1", "2", "ffff:1"]) expect((await send(`2001:db8:7:8::${suffix}`)).status).toBe(200);
      expect((await send("2001:db8:7:8:9:9:9:9")).status).toBe(429);
      expect((await send("2001:db8:7:9::1")).status).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});
