import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CallDef, contractCalls } from "@/lib/contract";
import { relayApiRequest } from "@/lib/bff/node-relay";

/**
 * The BFF's Pages doors (pages/api) are exactly the contract's event streams: each streamed call has one, so its
 * events reach the browser through Node's response (lib/bff/node-relay.ts), and nothing else takes that door, so
 * every other call stays with the App Router catch-all. A new `response: "sse"` call fails here until it has a door.
 */
const PAGES_API = path.resolve("pages/api");

/** A contract path as its Pages file: `/task/events/:taskId` → `task/events/[taskId].ts`. */
const pagesFileOf = (call: CallDef) => `${call.path.slice(1).replace(/:(\w+)/g, "[$1]")}.ts`;

function pagesFiles(folder = PAGES_API): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pagesFiles(path.join(folder, entry.name)) : [path.relative(PAGES_API, path.join(folder, entry.name))],
  );
}

const streamedCalls = Object.values(contractCalls).filter((call: CallDef) => call.response === "sse");

describe("the BFF's Pages doors", () => {
  it("are one per event stream of the contract, and nothing else", () => {
    expect(streamedCalls.length).toBeGreaterThan(0);
    expect(pagesFiles().sort()).toEqual(streamedCalls.map(pagesFileOf).sort());
  });

  it.each(streamedCalls.map((call) => [pagesFileOf(call), call] as const))("%s is the Node relay, its body left unparsed", async (file, call) => {
    expect(call.method).toBe("GET");
    const door = (await import(/* @vite-ignore */ path.join(PAGES_API, file))) as { default: unknown; config: unknown };
    expect(door.default).toBe(relayApiRequest);
    expect(door.config).toEqual({ api: { bodyParser: false, responseLimit: false, externalResolver: true } });
  });
});
