import { describe, expect, it } from "vitest";
import { PENDING_QUERY_MAX_AGE_MS, parsePendingQuery, serializePendingQuery } from "@/lib/client/chat-session/pending-query";

describe("pending query kept across the login", () => {
  const now = 1_700_000_000_000;

  it("round-trips a query and its agent", () => {
    const raw = serializePendingQuery({ query: "survey diffusion models", agentName: "Deep Search Agent" }, now);
    expect(parsePendingQuery(raw, now + 1_000)).toEqual({ query: "survey diffusion models", agentName: "Deep Search Agent" });
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["not ours", JSON.stringify({ hello: "world" })],
    ["blank query", JSON.stringify({ query: "  ", savedAt: now })],
    ["too old", JSON.stringify({ query: "q", savedAt: now - PENDING_QUERY_MAX_AGE_MS - 1 })],
    ["from the future", JSON.stringify({ query: "q", savedAt: now + 60_000 })],
  ])("ignores %s", (_case, raw) => {
    expect(parsePendingQuery(raw, now)).toBeUndefined();
  });
});
