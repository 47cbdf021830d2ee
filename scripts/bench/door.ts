/**
 * `npm run bench:door`: what the event streams' door (lib/bff/event-stream-door.ts) costs the app per request, read
 * as the app process's CPU time from /proc rather than as wall-clock: `GET /api/health/stream?count=1` through an
 * app in upstream mode, BENCH_DOOR_REQUESTS back to back and then in bursts of BENCH_STREAMS at once, after as many
 * requests again to warm the JIT. bench:sse measures what a browser sees; this one isolates the door's own work,
 * which is what moves the first event and the lag p99 when 20 streams open at once (README, "the event streams'
 * door"). BENCH_DIST_DIR picks the build, so two builds can be compared back to back.
 */
import { appProcessPid, cpuMs } from "./chat-process";
import { isEntryPoint } from "./entry-point";
import { ensureBenchBuild, type RunningServer, startBenchApp, startServer } from "./servers";
import { benchPort, benchSetting } from "./settings";

const REQUESTS = benchSetting("BENCH_DOOR_REQUESTS", 2000, 200);
const BURST = benchSetting("BENCH_STREAMS", 20, 20);
const BACKEND_PORT = benchPort(3441);
const FRONT_PORT = benchPort(3442);

export type DoorResult = { requests: number; burst: number; sequentialMs: number; burstMs: number };

async function streamOnce(base: string): Promise<void> {
  const answer = await fetch(`${base}/api/health/stream?count=1&interval=10`);
  await answer.text();
}

/** The app's CPU time per request over `requests` requests, `concurrency` at a time. */
async function cpuPerRequest(front: RunningServer, pid: number, requests: number, concurrency: number): Promise<number> {
  const before = cpuMs(pid);
  for (let sent = 0; sent < requests; sent += concurrency) {
    await Promise.all(Array.from({ length: concurrency }, () => streamOnce(front.url)));
  }
  return (cpuMs(pid) - before) / requests;
}

export async function run(): Promise<DoorResult> {
  await ensureBenchBuild();
  let backend: RunningServer | undefined;
  let front: RunningServer | undefined;
  try {
    backend = await startServer("npm", ["run", "backend"], `http://127.0.0.1:${BACKEND_PORT}`, {
      DATA_DIR: "data/bench/door-backend",
      BACKEND_PORT: String(BACKEND_PORT),
      HEALTH_STREAMS_MAX: String(Math.max(50, BURST)),
    });
    front = await startBenchApp(FRONT_PORT, "data/bench/door-front", { API_UPSTREAM_URL: `${backend.url}/api` });
    const pid = appProcessPid(front.process.pid ?? 0);
    await cpuPerRequest(front, pid, REQUESTS, BURST);
    return {
      requests: REQUESTS,
      burst: BURST,
      sequentialMs: await cpuPerRequest(front, pid, REQUESTS, 1),
      burstMs: await cpuPerRequest(front, pid, REQUESTS, BURST),
    };
  } finally {
    await front?.stop();
    await backend?.stop();
  }
}

function print(result: DoorResult): void {
  console.log(`\nThe event streams' door: the app's CPU per GET /api/health/stream?count=1 through an upstream, warm`);
  console.log(`back to back (${result.requests} requests)   ${result.sequentialMs.toFixed(3)} ms`);
  console.log(`in bursts of ${result.burst}                ${result.burstMs.toFixed(3)} ms`);
}

if (isEntryPoint(import.meta.url)) print(await run());
