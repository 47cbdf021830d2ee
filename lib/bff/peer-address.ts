import "server-only";
import http, { type IncomingMessage } from "node:http";
import { clientIpFrom } from "./client-ip";
import { bffConfig } from "./config";

/**
 * The connection's peer address, for App Router handlers (issue 13, defect 5). Next 16 gives them no socket and no
 * `request.ip` (removed in 15); its base server fills `x-forwarded-for` from the socket only when the client sent
 * none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress`, next/dist/server/base-server.js), so that
 * header is the client's to choose. This stamps the socket's address into a header of our own on every request the
 * process's HTTP servers receive, overwriting whatever a client sent under that name; instrumentation.ts installs
 * it when the server process starts. The Pages chat relay reads Node's socket itself.
 */
export const PEER_ADDRESS_HEADER = "x-bff-peer-address";

const installed = Symbol.for("research-co-scientist.peer-address-stamp");
type StampedServer = typeof http.Server.prototype & { [installed]?: true };

export function stampPeerAddresses(): void {
  const prototype = http.Server.prototype as StampedServer;
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit;
  prototype.emit = function stampedEmit(this: http.Server, event: string, ...args: unknown[]): boolean {
    if (event === "request" && args[0] instanceof http.IncomingMessage) stampPeer(args[0]);
    return Reflect.apply(emit, this, [event, ...args]);
  };
}

export function stampPeer(incoming: IncomingMessage): void {
  const address = incoming.socket.remoteAddress;
  if (address) incoming.headers[PEER_ADDRESS_HEADER] = address;
  else delete incoming.headers[PEER_ADDRESS_HEADER];
}

/** The client's address for one request, read through `header` (a Headers' get, or next-auth's header record). */
export function clientIpOf(header: (name: string) => string | null | undefined): string | undefined {
  return clientIpFrom(header("x-forwarded-for"), header(PEER_ADDRESS_HEADER) ?? undefined, bffConfig().trustedProxyHops);
}
