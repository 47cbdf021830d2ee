/**
 * The JSON route row of `npm run bench`: requests per second of a signed-in GET /api/chat_session/list (session
 * cookie checked, the call validated and answered from the database: the work every page's data call does) through
 * the app, against a bare node:http server answering the same JSON (json-floor-server.ts). Closed loop, as
 * autocannon runs it: BENCH_JSON_CONNECTIONS (20) kept-alive connections, each sending its next request when the
 * last one answered, for BENCH_JSON_SECONDS (5) after a warm-up of 1 s.
 */
import http from "node:http";
import { type Caller, call, signUp } from "./accounts";
import { isEntryPoint } from "./entry-point";
import { benchAppEnv, ensureBenchBuild, percentile, type RunningServer, startServer } from "./servers";
import { benchPort, benchSetting } from "./settings";

const CONNECTIONS = benchSetting("BENCH_JSON_CONNECTIONS", 20, 20);
const SECONDS = benchSetting("BENCH_JSON_SECONDS", 5, 1);
const APP_PORT = benchPort(3451);
const FLOOR_PORT = benchPort(3452);
const DATA_DIR = "data/bench/json-app";
const PATH = "/api/chat_session/list";

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failed: number };
export type JsonRouteResult = { path: string; connections: number; seconds: number; app: LoadFigures; floor: LoadFigures };

/** CONNECTIONS loops of sequential GETs over kept-alive sockets for `seconds`; non-200 answers count as failed. */
async function load(caller: Caller, seconds: number): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const get = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get(`${caller.base}${PATH}`, { agent, headers: caller.headers }, (answer) => {
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

async function measure(caller: Caller): Promise<LoadFigures> {
  await load(caller, 1); // Warm-up: JIT, compiled route, pooled connections.
  return load(caller, SECONDS);
}

export async function run(): Promise<JsonRouteResult> {
  await ensureBenchBuild();
  let app: RunningServer | undefined;
  let floor: RunningServer | undefined;
  try {
    app = await startServer(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(APP_PORT)], `http://127.0.0.1:${APP_PORT}`, {
      ...benchAppEnv,
      DATA_DIR,
      APP_URL: `http://127.0.0.1:${APP_PORT}`,
    });
    const browser = await signUp(app.url, DATA_DIR, `json-${Date.now()}@bench.example.org`, "bench-pass-1");
    // A list of a few sessions, as a real sidebar's first page.
    for (let index = 0; index < 5; index += 1) await call(browser, "/chat_session/create", { query: `json route bench ${index}` });
    const body = await (await fetch(`${app.url}${PATH}`, { headers: browser.headers })).text();
    const appFigures = await measure(browser);
    await app.stop();
    app = undefined;
    floor = await startServer(process.execPath, ["--import", "tsx", "scripts/bench/json-floor-server.ts", "--port", String(FLOOR_PORT)], `http://127.0.0.1:${FLOOR_PORT}`, {
      BENCH_JSON_BODY: body,
    });
    return { path: PATH, connections: CONNECTIONS, seconds: SECONDS, app: appFigures, floor: await measure({ base: floor.url, headers: browser.headers }) };
  } finally {
    await app?.stop();
    await floor?.stop();
  }
}

if (isEntryPoint(import.meta.url)) {
  const result = await run();
  const line = (label: string, f: LoadFigures) =>
    `${label.padEnd(24)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${f.p50Ms.toFixed(2)} ms   p99 ${f.p99Ms.toFixed(2)} ms   failed ${f.failed}`;
  console.log(`\nGET ${result.path}, ${result.connections} connections, ${result.seconds} s`);
  console.log(line("app (BFF + backend)", result.app));
  console.log(line("bare node:http", result.floor));
  console.log(`app = ${(result.app.requestsPerSecond / result.floor.requestsPerSecond).toFixed(3)}× the bare handler's req/s`);
}
