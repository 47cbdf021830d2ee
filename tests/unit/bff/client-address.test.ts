import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackServers } from "./loopback-servers";
import { clientIpFrom } from "@/lib/bff/client-ip";
import { handleApiRequest } from "@/lib/bff/handle-api-request";
import { takeEventStream } from "@/lib/bff/event-stream-door";
import { relayApiRequest } from "@/lib/bff/node-relay";
import { PEER_ADDRESS_HEADER, stampPeerAddresses } from "@/lib/bff/peer-address";

/**
 * Issue 13, defect 5: the address the backend's per-IP limits count is the connection's, not one the client wrote
 * into X-Forwarded-For, unless TRUSTED_PROXY_HOPS says proxies of ours stand in front.
 */
describe("the client address, by trusted proxy count", () => {
  it.each([
    ["no proxy: the socket, whatever the header says", "6.6.6.6", 0, "192.0.2.7"],
    ["no proxy and no header: the socket", undefined, 0, "192.0.2.7"],
    ["one proxy: the entry it appended, not the client's claim before it", "6.6.6.6, 198.51.100.4", 1, "198.51.100.4"],
    ["two proxies: the entry the outer one appended", "6.6.6.6, 198.51.100.4, 10.0.0.2", 2, "198.51.100.4"],
    ["fewer entries than proxies: the socket", "198.51.100.4", 2, "192.0.2.7"],
  ])("%s", (_name, forwardedFor, hops, expected) => {
    expect(clientIpFrom(forwardedFor, "192.0.2.7", hops)).toBe(expected);
  });
});

describe("through both doors, a spoofed X-Forwarded-For reaches the backend as the socket's address", () => {
  const { listen, closeAll } = loopbackServers();
  const seen: (string | undefined)[] = [];
  let appRouterDoor: string;
  let nodeRelay: string;
  let streamDoor: string;

  beforeAll(async () => {
    stampPeerAddresses();
    const upstream = await listen((request, response) => {
      seen.push(request.headers["x-forwarded-for"] as string | undefined);
      // An event stream is piped from this socket by the Node relay (streamUpstream); anything else is fetched.
      if (request.url?.startsWith("/api/health/stream")) response.writeHead(200, { "content-type": "text/event-stream" }).end("event: done\ndata: {}\n\n");
      else response.writeHead(200, { "content-type": "application/json" }).end('{"code":0,"result":true}');
    });
    process.env.API_UPSTREAM_URL = `${upstream}/api`;
    // As Next serves an App Router handler: a web Request carrying the Node request's headers, no socket.
    appRouterDoor = await listen((incoming, outgoing) => {
      const headers = new Headers(Object.entries(incoming.headers).map(([name, value]): [string, string] => [name, String(value)]));
      void handleApiRequest(new Request(`http://app.test${incoming.url ?? "/"}`, { headers })).then(async (answer) => {
        outgoing.writeHead(answer.status).end(await answer.text());
      });
    });
    nodeRelay = await listen((incoming, outgoing) => void relayApiRequest(incoming, outgoing));
    streamDoor = await listen((incoming, outgoing) => {
      if (!takeEventStream(incoming, outgoing)) outgoing.writeHead(404).end();
    });
  });
  afterAll(async () => {
    delete process.env.API_UPSTREAM_URL;
    await closeAll();
  });

  it.each([
    ["the App Router catch-all", () => appRouterDoor, "/api/health"],
    ["the Node relay, an answer it fetches", () => nodeRelay, "/api/health"],
    ["the event streams' door, a stream it pipes", () => streamDoor, "/api/health/stream?count=1"],
  ])("%s", async (_door, base, path) => {
    const spoofed = { "x-forwarded-for": "6.6.6.6", [PEER_ADDRESS_HEADER]: "7.7.7.7" };
    expect((await fetch(`${base()}${path}`, { headers: spoofed })).status).toBe(200);
    expect(seen.at(-1)).toBe("127.0.0.1");
  });
});
