import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "./support/test-backend";

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
