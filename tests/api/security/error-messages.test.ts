import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/backend/logger";
import { createTestBackend, type TestBackend } from "../support/test-backend";

/**
 * Issue 13, defect 10: a failure the user cannot act on answers a generic message with a request id; the SQL, its
 * parameters, the database's address and the stack stay in the server log, under the same id.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.dispose());

type Envelope = { code: number; message: string };
const track = (headers: Record<string, string> = {}) =>
  backend.request("/event/track", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ event: "secret_event_name", properties: { idea: "my unpublished idea" } }),
  });

describe("an unexpected database error", () => {
  it("answers 'Internal error (request id: …)' without SQL, parameters, address or stack; the log has them", async () => {
    const logged = vi.spyOn(logger, "error");
    await backend.deps.db.execute(sql`alter table analytics_events rename to analytics_events_gone`);
    try {
      const answer = await track();
      const body = (await answer.json()) as Envelope;
      const requestId = answer.headers.get("x-request-id");
      expect(answer.status).toBe(500);
      expect(requestId).toMatch(/^[\w-]{8,64}$/);
      expect(body).toMatchObject({ code: 500, message: `Internal error (request id: ${requestId})` });
      const text = JSON.stringify(body);
      for (const leak of [/insert/i, /analytics_events/, /unpublished/, /secret_event_name/, /params/i, /\.ts:\d+/, /127\.0\.0\.1|localhost/, /:\d{4,5}\b/]) {
        expect(text).not.toMatch(leak);
      }
      const line = logged.mock.calls.find(([fields]) => typeof fields === "object" && fields !== null && "requestId" in fields);
      expect(line?.[0]).toMatchObject({ requestId, path: "/api/event/track" });
      expect(String((line?.[0] as { err?: Error }).err)).toMatch(/analytics_events/);
    } finally {
      await backend.deps.db.execute(sql`alter table analytics_events_gone rename to analytics_events`);
      logged.mockRestore();
    }
  });
});

describe("the request id", () => {
  it("is on every answer and differs between requests", async () => {
    const first = await backend.request("/health");
    const second = await backend.request("/health");
    expect(first.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("keeps a short plain incoming id (from the BFF or a load balancer) and replaces anything else", async () => {
    expect((await backend.request("/health", { headers: { "x-request-id": "lb-1234_abcd" } })).headers.get("x-request-id")).toBe("lb-1234_abcd");
    for (const smuggled of ["a b", "x".repeat(65), "<script>", "id\\nfake log line"]) {
      const answer = await backend.request("/health", { headers: { "x-request-id": smuggled } });
      expect(answer.headers.get("x-request-id")).not.toBe(smuggled);
    }
  });
});
