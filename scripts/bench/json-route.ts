/**
 * The JSON route rows of `npm run bench`: requests per second through the app of GET /api/health (anonymous, one
 * database round trip: the BFF and Next alone) and a signed-in GET /api/chat_session/list (session cookie checked,
 * the call validated and answered from the database: the work every page's data call does), each against a bare
 * node:http server answering the same JSON (json-floor-server.ts). Closed loop, as
 * autocannon runs it: BENCH_JSON_CONNECTIONS (20) kept-alive connections, each sending its next request when the
 * last one answered, for BENCH_JSON_SECONDS (5) after a warm-up of 1 s.
 */
import http from "node:http";
import { type Caller, call, signUp } from "./accounts";
import { isEntryPoint } from "./entry-point";
import { percentile } from "./percentile";
import { ensureBenchBuild, type RunningServer, startBenchApp, startServer } from "./servers";
import { benchPort, benchSetting } from "./settings";

const CONNECTIONS = benchSetting("BENCH_JSON_CONNECTIONS", 20, 20);
const SECONDS = benchSetting("BENCH_JSON_SECONDS", 5, 1);
const APP_PORT = benchPort(3451);
const FLOOR_PORT = benchPort(3452);
const DATA_DIR = "data/bench/json-app";
const ROUTES = [
  { path: "/api/health", signedIn: false },
  { path: "/api/chat_session/list", signedIn: true },
] as const;

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failed: number };
export type JsonRoute = { path: string; signedIn: boolean; app: LoadFigures; floor: LoadFigures };
export type JsonRouteResult = { connections: number; seconds: number; routes: JsonRoute[] };

/** CONNECTIONS loops of sequential GETs over kept-alive sockets for `seconds`; non-200 answers count as failed. */
async function load(caller: Caller, path: string, seconds: number): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const get = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get(`${caller.base}${path}`, { agent, headers: caller.headers }, (answer) => {
        answer.resume();
        answer.on("end", () => {
          if (answer.statusCode === 200) latencies.push(performance.now() - sent);
          else failed += 1;
          resolve();
        });
      });
      request.on("error", () => {
        failed += 1;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) await get();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requestsPerSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), failed };
}

async function measure(caller: Caller, path: string): Promise<LoadFigures> {
  await load(caller, path, 1); // Warm-up: JIT, compiled route, pooled connections.
  return load(caller, path, SECONDS);
}

export async function run(): Promise<JsonRouteResult> {
  await ensureBenchBuild();
  let app: RunningServer | undefined;
  let floor: RunningServer | undefined;
  try {
    app = await startBenchApp(APP_PORT, DATA_DIR);
    const browser = await signUp(app.url, DATA_DIR, `json-${Date.now()}@bench.example.org`, "bench-pass-1");
    // A list of a few sessions, as a real sidebar's first page.
    for (let index = 0; index < 5; index += 1) await call(browser, "/chat_session/create", { query: `json route bench ${index}` });
    const anonymous: Caller = { base: app.url, headers: {} };
    const callers = ROUTES.map((route) => (route.signedIn ? browser : anonymous));
    const bodies: Record<string, string> = {};
    const appFigures: LoadFigures[] = [];
    for (const [index, route] of ROUTES.entries()) {
      const caller = callers[index] as Caller;
      bodies[route.path] = await (await fetch(`${app.url}${route.path}`, { headers: caller.headers })).text();
      appFigures.push(await measure(caller, route.path));
    }
    await app.stop();
    app = undefined;
    floor = await startServer(process.execPath, ["--import", "tsx", "scripts/bench/json-floor-server.ts", "--port", String(FLOOR_PORT)], `http://127.0.0.1:${FLOOR_PORT}`, {
      BENCH_JSON_BODIES: JSON.stringify(bodies),
    });
    const routes: JsonRoute[] = [];
    for (const [index, route] of ROUTES.entries()) {
      const caller = { base: floor.url, headers: (callers[index] as Caller).headers };
      routes.push({ ...route, app: appFigures[index] as LoadFigures, floor: await measure(caller, route.path) });
    }
    return { connections: CONNECTIONS, seconds: SECONDS, routes };
  } finally {
    await app?.stop();
    await floor?.stop();
  }
}

if (isEntryPoint(import.meta.url)) {
  const result = await run();
  const line = (label: string, f: LoadFigures) =>
    `  ${label.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${f.p50Ms.toFixed(2)} ms   p99 ${f.p99Ms.toFixed(2)} ms   failed ${f.failed}`;
  console.log(`\n${result.connections} connections, ${result.seconds} s per path`);
  for (const route of result.routes) {
    console.log(`GET ${route.path}${route.signedIn ? " (signed in)" : ""}`);
    console.log(line("app (BFF + backend)", route.app));
    console.log(line("bare node:http", route.floor));
    console.log(`  app = ${(route.app.requestsPerSecond / route.floor.requestsPerSecond).toFixed(3)}× the bare handler's req/s`);
  }
}
