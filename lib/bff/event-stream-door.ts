import "server-only";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { TLSSocket } from "node:tls";
import { type CallDef, contractCalls } from "@/lib/contract";
import { matchPathSegments, pathSegments, patternSegments } from "@/lib/contract/calls/define";
import { contractPathOf } from "./contract-path";
import { relayApiRequest } from "./node-relay";

/** What next.config.mjs adds to every /api answer, added by the door to the answers Next never sees. */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Content-Security-Policy": "script-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

const installed = Symbol.for("research-co-scientist.event-stream-door");
type DoorServer = typeof http.Server.prototype & { [installed]?: true };

/**
 * The contract's event streams (response "sse": chat.stream, task.events, health.stream), taken from Node's HTTP
 * server before Next's router sees them and handed to the BFF's Node relay (node-relay.ts: answerApiRequest, the
 * catch-all's checks, then the backend writing into Node's response). Why, measured on the 2-core dev machine with an
 * upstream backend, busy, each figure a range over back-to-back runs (README, "Performance notes"):
 * - the app's CPU per request of GET /api/health/stream?count=1: the App Router catch-all 7.1–8.1 ms, a Pages API
 *   route (pages/api, as GET /api/chat was) 3.1–5.7 ms, this door 2.2–3.3 ms, a bare node:http pipe in the same
 *   process 0.8 ms. Next's routing is most of it, then the BFF's checks.
 * - bench:sse, 20 streams opened at once: each stream's first event waits for the requests ahead of it, and the
 *   streams already open stall meanwhile, so that per-request cost is the first event's delay and the lag p99.
 * Next still answers every other /api call and every page. What Next would add to these answers is added here:
 * next.config.mjs's headers for /api paths (ANSWER_HEADERS; tests/unit/bff/event-stream-door.test.ts keeps the two
 * equal) and the x-forwarded-proto its base server fills in when a client sent none.
 *
 * Installed once per process by server-start.ts, on every HTTP server of the process: the app's process has one,
 * Next's. A request the door does not take goes on to Next as it came.
 */
export function openEventStreamDoor(): void {
  const prototype = http.Server.prototype as DoorServer;
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit;
  prototype.emit = function eventStreamDoor(this: http.Server, event: string, ...args: unknown[]): boolean {
    const [incoming, outgoing] = args;
    const taken = event === "request" && incoming instanceof http.IncomingMessage && outgoing instanceof http.ServerResponse && takeEventStream(incoming, outgoing);
    return taken || Reflect.apply(emit, this, [event, ...args]);
  };
}

/** Serves the request if it is an event stream's (and answers true); else leaves it alone. */
export function takeEventStream(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  if (!isEventStream(incoming)) return false;
  void serveEventStream(incoming, outgoing);
  return true;
}

/** Looked at for every request of the site, so only the few streamed calls are matched. */
const streamedPaths = Object.values(contractCalls)
  .filter((call: CallDef) => call.response === "sse" && call.method === "GET")
  .map((call: CallDef) => patternSegments(call.path));

/** A GET of a streamed call's path, as the catch-all would read it; anything else sent there stays Next's. */
export function isEventStream(incoming: IncomingMessage): boolean {
  if (incoming.method !== "GET" || !incoming.url?.startsWith("/api/")) return false;
  const path = contractPathOf(new URL(incoming.url, "http://door.local"));
  if (path === undefined) return false;
  const segments = pathSegments(path);
  return streamedPaths.some((pattern) => matchPathSegments(pattern, segments) !== undefined);
}

async function serveEventStream(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  // As Next's base server does; node-relay.ts builds the request's URL from it.
  incoming.headers["x-forwarded-proto"] ??= incoming.socket instanceof TLSSocket ? "https" : "http";
  for (const [name, value] of Object.entries(ANSWER_HEADERS)) outgoing.setHeader(name, value);
  try {
    await relayApiRequest(incoming, outgoing);
  } catch (error) {
    // What Next does with a handler that throws: the error in the log, a bare 500 to the browser.
    console.error("event stream door:", error);
    if (!outgoing.headersSent) outgoing.writeHead(500);
    outgoing.end();
  }
}
