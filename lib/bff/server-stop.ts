import "server-only";
import http from "node:http";
import type { Socket } from "node:net";

/**
 * Letting the web server stop. On SIGTERM or SIGINT Next closes its server and exits once every connection has ended
 * (next/dist/server/lib/start-server.js), but Node's `server.close()` ends only keep-alive connections between
 * requests: a connection that has not sent a request yet stays open, and the process with it, for ever. Browsers
 * open such connections ahead of need, and one did so in bench:chat: `next start` was still up 18 minutes after
 * SIGTERM. Once the server has stopped listening, this ends every connection with no request being answered; and
 * whatever still holds the process STOP_DEADLINE_MS after the signal (a client that never reads its answer), the
 * process exits anyway. The embedded backend's own stop (boot.ts: running tasks handed back) fits well inside it.
 */
const STOP_DEADLINE_MS = 40_000;
const SWEEP_MS = 100;

const installed = Symbol.for("research-co-scientist.server-stop");
type TrackedServer = typeof http.Server.prototype & { [installed]?: true };

/**
 * The open connections of the process's HTTP servers, each with its latest response: a connection's responses go out
 * in order, so it is answering a request while that one has not finished. Read when sweeping rather than followed
 * with a listener: Next already gives some page responses ten `close` listeners, and one more made Node warn of a leak.
 */
const connections = new Map<Socket, { server: http.Server; latest?: http.ServerResponse }>();

/** Installed once per process, after any other stop-signal handler (boot.ts replaces those it finds). */
export function letServersStop(deadlineMs = STOP_DEADLINE_MS): void {
  const prototype = http.Server.prototype as TrackedServer;
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit;
  prototype.emit = function trackedEmit(this: http.Server, event: string, ...args: unknown[]): boolean {
    if (event === "connection") track(this, args[0] as Socket);
    else if (event === "request") noteResponse(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
    return Reflect.apply(emit, this, [event, ...args]);
  };
  for (const [signal, exitCode] of [["SIGTERM", 143], ["SIGINT", 130]] as const) {
    process.once(signal, () => stopping(signal, exitCode, deadlineMs));
  }
}

function track(server: http.Server, socket: Socket): void {
  connections.set(socket, { server });
  socket.once("close", () => connections.delete(socket));
}

function noteResponse(incoming: http.IncomingMessage, outgoing: http.ServerResponse): void {
  const connection = connections.get(incoming.socket);
  if (connection) connection.latest = outgoing;
}

const answered = (response: http.ServerResponse | undefined) => !response || response.writableFinished || response.destroyed;

function stopping(signal: string, exitCode: number, deadlineMs: number): void {
  setInterval(() => {
    for (const [socket, { server, latest }] of connections) if (!server.listening && answered(latest)) socket.destroy();
  }, SWEEP_MS).unref();
  setTimeout(() => {
    console.error(`the server had not stopped ${deadlineMs / 1000} s after ${signal}: exiting with ${connections.size} connection(s) open`);
    process.exit(exitCode);
  }, deadlineMs).unref();
}
