/**
 * `npm run bench:upload`: a 500 MB upload (generated on the fly, never stored in the repo) streamed to the
 * standalone backend's signed URL, through the BFF of a front in upstream mode, and through the BFF of an app on
 * the embedded backend. Prints throughput and each server's peak RSS growth (VmRSS sampled from /proc every
 * 10 ms); the goal is under 64 MB: the upload must stream, not buffer.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { MAX_FILE_SIZE_BYTES } from "@/lib/contract/constants";
import { benchAppEnv, ensureBenchBuild, type RunningServer, startServer } from "./servers";
import { type Caller, loginDirect, signUp } from "./accounts";
import { isEntryPoint } from "./entry-point";
import { benchPort, benchSetting } from "./settings";
import { confirm, putGenerated, requestSlot, rssOf, sampleRss, serverProcess } from "./upload-client";

const SIZE = benchSetting("BENCH_UPLOAD_BYTES", MAX_FILE_SIZE_BYTES, 64 * 1024 * 1024);
const WARM_UP = 16 * 1024 * 1024;
export const UPLOAD_RSS_GOAL_BYTES = 64 * 1024 * 1024;
const portBase = Number(process.env.BENCH_PORT_BASE ?? benchPort(3566));
const dataRoot = path.resolve(process.env.BENCH_DATA_DIR ?? "data/bench/upload");
const MiB = 1024 * 1024;

export const UPLOAD_PATHS = ["standalone backend", "BFF → upstream backend", "BFF, embedded backend"] as const;
export type UploadPath = (typeof UPLOAD_PATHS)[number];
/** growth: each server's peak RSS during the PUT − its RSS before, in bytes. */
export type UploadRow = { path: UploadPath; bytes: number; seconds: number; mibPerSecond: number; growth: Array<[string, number]> };

/** One measured upload: warm-up first (JIT, pools), then the big one while the servers' RSS is sampled. */
async function measure(name: UploadPath, caller: Caller, servers: Array<[string, RunningServer]>): Promise<UploadRow> {
  const warm = await requestSlot(caller, "warm-up.bin", WARM_UP);
  await putGenerated(warm.tempUrl, WARM_UP, warm.contentType);
  const slot = await requestSlot(caller, "big-dataset.bin", SIZE);
  const pids = servers.map(([label, server]) => [label, serverProcess(server.process.pid ?? 0)] as const);
  const baselines = pids.map(([, pid]) => rssOf(pid));
  const samplers = pids.map(([, pid]) => sampleRss(pid));
  const { status, seconds } = await putGenerated(slot.tempUrl, SIZE, slot.contentType);
  const peaks = samplers.map((sampler) => sampler.stop());
  if (status !== 200) throw new Error(`${name}: the PUT answered ${status}`);
  const confirmed = await confirm(caller, slot.fileId);
  if (confirmed !== "uploaded") throw new Error(`${name}: upload_complete answered ${confirmed}`);
  return { path: name, bytes: SIZE, seconds, mibPerSecond: SIZE / MiB / seconds, growth: pids.map(([label], i) => [label, (peaks[i] ?? 0) - (baselines[i] ?? 0)]) };
}

const ports = { backend: portBase + 1, front: portBase + 2, app: portBase };
const url = (port: number) => `http://127.0.0.1:${port}`;

export async function run(): Promise<UploadRow[]> {
  // A server already answering there (another run, an e2e suite) would be measured instead of ours.
  for (const port of Object.values(ports)) {
    const taken = await fetch(url(port), { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);
    if (taken) throw new Error(`port ${port} is in use: pick other ports with BENCH_PORT_BASE`);
  }
  await ensureBenchBuild();
  await fs.rm(dataRoot, { recursive: true, force: true });
  const dirs = { backend: path.join(dataRoot, "backend"), front: path.join(dataRoot, "front"), app: path.join(dataRoot, "app") };
  const started: RunningServer[] = [];
  const start = async (...args: Parameters<typeof startServer>) => {
    const server = await startServer(...args);
    started.push(server);
    return server;
  };
  try {
    const backend = await start("npm", ["run", "backend"], url(ports.backend), {
      DATA_DIR: dirs.backend,
      BACKEND_PORT: String(ports.backend),
      STORAGE_PUBLIC_URL: url(ports.backend),
    });
    const front = await start("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(ports.front)], url(ports.front), {
      ...benchAppEnv,
      DATA_DIR: dirs.front,
      APP_URL: url(ports.front),
      API_UPSTREAM_URL: `${url(ports.backend)}/api`,
      STORAGE_HOST_REWRITES: `127.0.0.1:${ports.backend}=>127.0.0.1:${ports.front}`,
    });
    const app = await start("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(ports.app)], url(ports.app), {
      ...benchAppEnv,
      DATA_DIR: dirs.app,
      APP_URL: url(ports.app),
    });
    const password = "bench-pass-1";
    const email = `upload-${Date.now()}@bench.example.org`;
    const viaFront = await signUp(front.url, dirs.backend, email, password);
    const direct = await loginDirect(backend.url, email, password);
    const onApp = await signUp(app.url, dirs.app, `upload-app-${Date.now()}@bench.example.org`, password);
    return [
      await measure("standalone backend", direct, [["backend", backend]]),
      await measure("BFF → upstream backend", viaFront, [["front", front], ["backend", backend]]),
      await measure("BFF, embedded backend", onApp, [["app", app]]),
    ];
  } finally {
    for (const server of started.reverse()) await server.stop();
    // Three big files and their databases: nothing worth keeping.
    await fs.rm(dataRoot, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  const rows = await run();
  console.log(`\nupload of ${(SIZE / MiB).toFixed(0)} MiB (generated, Content-Length set), RSS growth = peak VmRSS during the PUT − VmRSS before it`);
  console.log(`${"path".padEnd(26)} ${"seconds".padStart(8)} ${"MiB/s".padStart(8)}   RSS growth`);
  for (const row of rows) {
    const growth = row.growth.map(([label, bytes]) => `${label} ${(bytes / MiB).toFixed(1)} MiB`).join(", ");
    console.log(`${row.path.padEnd(26)} ${row.seconds.toFixed(2).padStart(8)} ${row.mibPerSecond.toFixed(1).padStart(8)}   ${growth}`);
  }
  const worst = Math.max(...rows.flatMap((row) => row.growth.map(([, bytes]) => bytes)));
  console.log(`\nworst RSS growth ${(worst / MiB).toFixed(1)} MiB (goal < ${UPLOAD_RSS_GOAL_BYTES / MiB} MiB): ${worst < UPLOAD_RSS_GOAL_BYTES ? "met" : "NOT met"}`);
}
