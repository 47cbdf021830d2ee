import http from "node:http";
import path from "node:path";
import type { NextConfig } from "next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackServers } from "./loopback-servers";
import { type CallDef, contractCalls } from "@/lib/contract";
import { ANSWER_HEADERS, isEventStream, openEventStreamDoor } from "@/lib/bff/event-stream-door";

/**
 * The event streams' door in front of Next's router (lib/bff/event-stream-door.ts): it takes exactly the GETs of the
 * contract's streamed calls, answers them with the headers Next would have added, and lets everything else through.
 */
const streamedCalls = Object.values(contractCalls).filter((call: CallDef) => call.response === "sse");
const exampleUrl = (call: CallDef) => `/api${call.path.replace(/:\w+/g, "example-id")}?timestamp=1`;
const request = (method: string, url: string) => Object.assign(new http.IncomingMessage(null as never), { method, url });

describe("which requests the door takes", () => {
  it.each(streamedCalls.map((call) => [exampleUrl(call)]))("GET %s", (url) => {
    expect(isEventStream(request("GET", url))).toBe(true);
  });

  it.each([
    ["POST", "/api/health/stream"],
    ["HEAD", "/api/health/stream"],
    ["GET", "/api/health"],
    ["GET", "/api/chat_session/list"],
    ["GET", "/api/task/events"],
    ["GET", "/api/task/events/a/b"],
    // Other spellings of a path stay with the catch-all, which refuses them (contract-path.ts); Next redirects the slash.
    ["GET", "/api/task/events/a%2Fb"],
    ["GET", "/api/chat/"],
    ["GET", "/api//chat"],
    ["GET", "/chat"],
  ])("not %s %s", (method, url) => {
    expect(isEventStream(request(method, url))).toBe(false);
  });
});

describe("what the door adds", () => {
  it("next.config.mjs's headers for /api paths, the same ones", async () => {
    // Loaded by path: the config is plain JavaScript, typed by its JSDoc for Next alone.
    const { default: nextConfig } = (await import(/* @vite-ignore */ path.resolve("next.config.mjs"))) as { default: NextConfig };
    const rules = (await nextConfig.headers?.()) ?? [];
    const forApi = rules.filter((rule) => matchesAnApiPath(rule.source)).flatMap((rule) => rule.headers);
    expect(Object.fromEntries(forApi.map(({ key, value }) => [key, value]))).toEqual(ANSWER_HEADERS);
  });
});

/** Whether a next.config source covers an /api path, in the forms the config uses: every path, /api's, or a pattern. */
function matchesAnApiPath(source: string): boolean {
  if (source === "/:path*" || source === "/api/:path*") return true;
  const pattern = /^\/:path\((.*)\)$/.exec(source)?.[1];
  return pattern !== undefined && new RegExp(`^${pattern}$`).test("api/task/events");
}

describe("the door on a Node server", () => {
  const { listen, closeAll } = loopbackServers();
  const upstreamSaw: http.IncomingHttpHeaders[] = [];
  let app: string;

  beforeAll(async () => {
    openEventStreamDoor();
    // The door sits on every server of the process: the upstream's paths start elsewhere than /api, so it keeps its requests.
    const upstream = await listen((incoming, outgoing) => {
      upstreamSaw.push(incoming.headers);
      outgoing.writeHead(200, { "content-type": "text/event-stream" }).end("event: done\ndata: {}\n\n");
    });
    process.env.API_UPSTREAM_URL = `${upstream}/upstream/api`;
    app = await listen((_incoming, outgoing) => outgoing.writeHead(200, { "content-type": "text/plain" }).end("next"));
  });
  afterAll(async () => {
    delete process.env.API_UPSTREAM_URL;
    await closeAll();
  });

  it("serves an event stream itself, with Next's headers for /api and x-forwarded-proto from the connection", async () => {
    const answer = await fetch(`${app}/api/health/stream?count=1`);
    expect(await answer.text()).toBe("event: done\ndata: {}\n\n");
    for (const [name, value] of Object.entries(ANSWER_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    expect(answer.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(upstreamSaw.at(-1)?.["x-forwarded-proto"]).toBe("http");
  });

  it("leaves every other request to the server's own handler (Next)", async () => {
    expect(await (await fetch(`${app}/api/health`)).text()).toBe("next");
    expect(await (await fetch(`${app}/api/health/stream`, { method: "POST" })).text()).toBe("next");
    expect(await (await fetch(`${app}/chat`)).text()).toBe("next");
  });
});
