/**
 * The floor for the JSON route row of `npm run bench` (json-route.ts): a bare node:http server answering every
 * request with the same JSON the app answered, nothing else (no routing, no session, no database).
 *   BENCH_JSON_BODY='{"code":0,…}' node --import tsx scripts/bench/json-floor-server.ts --port 3452
 */
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const body = Buffer.from(process.env.BENCH_JSON_BODY ?? "{}");
const server = http.createServer((request, response) => {
  if (request.url === "/api/health") return void response.end("{}"); // startServer's readiness probe.
  response.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(values.port ?? 3452), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close(() => process.exit(0)));
