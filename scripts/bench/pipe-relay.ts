/**
 * The floor for the SSE rows of `npm run bench` (sse.ts): a bare node:http relay in front of the standalone backend
 * that forwards every request as it came (method, path, headers, body) and pipes the answer back, nothing else (no
 * session, no checks, no contract). It is what any proxy in front of the backend costs on this machine: one more
 * process, one more socket each way, one copy of each event. The BFF in upstream mode is that and the app's rules.
 *   node --import tsx scripts/bench/pipe-relay.ts --port 3416 --upstream http://127.0.0.1:3411
 */
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" }, upstream: { type: "string" } } });
const upstream = new URL(values.upstream ?? "http://127.0.0.1:3411");
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * A message's headers without those of one connection (RFC 9110 §7.6.1), as every proxy must: the bench's stream
 * reader asks for `Connection: close`, which forwarded on a pooled socket made the backend close it after the stream
 * while the pool handed it to the next request (the backend's parser: "Data after `Connection: close`", a bare 400).
 */
function endToEnd(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const hopByHop = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);
  for (const name of String(headers.connection ?? "").split(",")) hopByHop.add(name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

const server = http.createServer((request, response) => {
  const forwarded = http.request(
    { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: endToEnd(request.headers), agent },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
    },
  );
  forwarded.on("error", () => response.destroy());
  // A reader that leaves mid-stream ends the upstream's stream too; a finished answer's close leaves the socket pooled.
  response.on("close", () => {
    if (!response.writableFinished) forwarded.destroy();
  });
  request.pipe(forwarded);
});
server.listen(Number(values.port ?? 3416), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
