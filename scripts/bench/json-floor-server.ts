/**
 * The floor for the JSON route rows of `npm run bench` (json-route.ts): a bare node:http server answering each path
 * with the JSON the app answered there, nothing else (no session, no validation, no database).
 *   BENCH_JSON_BODIES='{"/api/health":"{\"code\":0,…}"}' node --import tsx scripts/bench/json-floor-server.ts --port 3452
 */
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const bodies = new Map(Object.entries(JSON.parse(process.env.BENCH_JSON_BODIES ?? "{}") as Record<string, string>).map(([path, text]) => [path, Buffer.from(text)]));
const server = http.createServer((request, response) => {
  // Any other path (startServer's readiness probe) gets an empty object.
  const body = bodies.get(request.url ?? "") ?? Buffer.from("{}");
  response.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(values.port ?? 3452), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close(() => process.exit(0)));
