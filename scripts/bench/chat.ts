/**
 * `npm run bench:chat`: N concurrent chat streams (N = 100, 500, 1000) through the BFF of a production build on
 * the embedded backend, against a fake model that streams stamped chunks. Prints, per N, the app process's RSS
 * growth per stream (with all N open vs. idle before, each read after a full garbage collection, and the peak),
 * the chunk lag (fake model's write stamp → this client's arrival; all processes share this machine's clock) and
 * completed/failed counts.
 * Goal (issue 5): 1,000 streams in one process, ≤ 100 KB each, lag p99 ≤ 100 ms. Settings: BENCH_CHAT_STREAMS,
 * BENCH_CHAT_CHUNKS, BENCH_CHAT_SPREAD_MS, BENCH_CHAT_TARGET (app | backend | floor) and BENCH_APP_NODE_ARGS.
 */
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { type BrowserSession, createChatSession, readChatStream, signUpAndSignIn, type StreamResult } from "./chat-client";
import { appProcessPid, cpuMs, rssKb } from "./chat-process";
import { isEntryPoint } from "./entry-point";
import { startFakeModel } from "./fake-model";
import { percentile } from "./percentile";
import { benchAppEnv, ensureBenchBuild, type RunningServer, startServer } from "./servers";
import { benchListSetting, benchPort, benchSetting } from "./settings";

export const CHAT_ROUNDS = benchListSetting("BENCH_CHAT_STREAMS", [100, 500, 1000], [100]);
/**
 * How many runs of the app and of the floor `npm run bench` takes, alternating (runAlternating). At 1,000 streams one
 * run's lag p99 swings about 2× between runs of the same code on this machine (the app 14.7–33.0 ms and the floor
 * 13.2–25.2 ms in six runs taken in turns), so the table reads the median run of each, not one run of each.
 */
export const CHAT_PAIRS = benchSetting("BENCH_CHAT_PAIRS", 3, 1);
/**
 * `app` (the default): through next start and the BFF, as a browser. `backend`: the standalone backend alone.
 * `floor`: a bare node:http relay with nothing of the app in it (chat-floor-relay.ts), the best this machine allows.
 */
const TARGETS = { app: "the BFF (embedded backend)", backend: "the standalone backend", floor: "a bare node:http relay (the floor)" } as const;
export type ChatTarget = keyof typeof TARGETS;
const TARGET = (Object.keys(TARGETS) as ChatTarget[]).find((name) => name === process.env.BENCH_CHAT_TARGET) ?? "app";
/**
 * Each reply: CHUNKS chunks 50 ms apart (5 s by default, a token-per-chunk model's pace), the N replies starting at
 * random moments over SPREAD_MS once all N are open. By Little's law N concurrent replies of 5 s arrive at N/5 per
 * second; starting them within 1 s is a burst 5× that rate, and all N then stream at once for ~4 s. (The first
 * version started 20-chunk replies within 50 ms: for N = 1,000 an arrival rate of 20,000/s, the load of 20,000
 * concurrent 1-s replies rather than 1,000. BENCH_CHAT_CHUNKS=20 BENCH_CHAT_SPREAD_MS=50 still runs that shape.)
 */
const CHUNKS = benchSetting("BENCH_CHAT_CHUNKS", 100, 40);
const CHUNK_DELAY_MS = 50;
const SPREAD_MS = Number(process.env.BENCH_CHAT_SPREAD_MS ?? 1000);
const APP_PORT = benchPort(3431);
const FAKE_PORT = benchPort(3432);
const DATA_DIR = "data/bench/chat-app";
/** Each round must end within ~2 minutes: the hold and every stream give up well before that. */
const HOLD_TIMEOUT_MS = 45_000;
/** How long the fake keeps all N streams open before the first chunk, so their memory can be read. */
const SETTLE_MS = 2000;
const STREAM_TIMEOUT_MS = 90_000;
const fakeUrl = `http://127.0.0.1:${FAKE_PORT}`;

export type ChatRow = {
  streams: number;
  held: number;
  completed: number;
  failed: number;
  kbPerOpenStream: number;
  kbPerStream: number;
  /** App CPU per chat turn until every stream is open: sign-in check, session, stored message, model request. */
  openCpuMsPerStream: number;
  /** App CPU per streamed chunk once all are open: relaying the chunks, then storing the replies. */
  cpuUsPerChunk: number;
  /** The same for the reader (this process) and the fake model together: they share the machine with the app. */
  harnessUsPerChunk: number;
  lagP50: number;
  lagP99: number;
  clientLoopP99: number;
  seconds: number;
  load: number;
  failures: string;
};

async function inBatches<T>(count: number, width: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => work(start + offset)))));
  }
  return results;
}

function harnessCpuMs(fakePid: number): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + cpuMs(fakePid);
}

/** The preload that lets this bench ask the measured process for a full garbage collection (SIGUSR2). */
const GC_ON_SIGNAL = pathToFileURL(path.resolve("scripts/bench/gc-on-signal.mjs")).href;
const GC_SETTLE_MS = 300;

/** RSS of live memory: a full collection first, so garbage of the work just done is not counted as what streams hold. */
async function liveRssKb(pid: number): Promise<number> {
  process.kill(pid, "SIGUSR2");
  await sleep(GC_SETTLE_MS);
  return rssKb(pid);
}

async function idleRssKb(pid: number): Promise<number> {
  await sleep(1500); // Let the session-creation burst settle first.
  const samples: number[] = [];
  for (let index = 0; index < 3; index += 1) samples.push(await liveRssKb(pid));
  return percentile(samples, 50);
}

/** Live RSS once every stream is open and waiting for the model's first chunk (the fake holds them for SETTLE_MS). */
async function rssWhileAllOpen(pid: number, streams: number): Promise<number> {
  const deadline = Date.now() + HOLD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const stats = (await (await fetch(`${fakeUrl}/control/stats`)).json()) as { holding: number };
    if (stats.holding >= streams) {
      await sleep(SETTLE_MS / 2 - GC_SETTLE_MS);
      return liveRssKb(pid);
    }
    await sleep(100);
  }
  return Number.NaN;
}

async function round(browser: BrowserSession, pid: number, fakePid: number, streams: number): Promise<ChatRow> {
  const sessions = await inBatches(streams, 50, (index) => createChatSession(browser, `bench session ${index}`));
  const idle = await idleRssKb(pid);
  await fetch(`${fakeUrl}/control/hold?count=${streams}&settleMs=${SETTLE_MS}&timeoutMs=${HOLD_TIMEOUT_MS}`, { method: "POST" });
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 50);
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const started = performance.now();
  const cpuBefore = cpuMs(pid);
  const load = os.loadavg()[0] ?? 0;
  const reads = Promise.all(sessions.map((id) => readChatStream(browser, id, STREAM_TIMEOUT_MS)));
  const open = await rssWhileAllOpen(pid, streams);
  // The fake model holds every stream for another SETTLE_MS / 2 from here: from now on the CPU goes to chunks.
  const cpuOpen = cpuMs(pid);
  const harnessOpen = harnessCpuMs(fakePid);
  const results: StreamResult[] = await reads;
  const seconds = (performance.now() - started) / 1000;
  const chunks = streams * CHUNKS;
  const cpuUsPerChunk = ((cpuMs(pid) - cpuOpen) * 1000) / chunks;
  const harnessUsPerChunk = ((harnessCpuMs(fakePid) - harnessOpen) * 1000) / chunks;
  clearInterval(sampler);
  clientLoop.disable();
  const fake = (await (await fetch(`${fakeUrl}/control/stats`)).json()) as { maxActive: number };
  const lags = results.flatMap((result) => result.lags);
  const failures = new Map<string, number>();
  for (const result of results) if (result.failure) failures.set(result.failure, (failures.get(result.failure) ?? 0) + 1);
  return {
    streams,
    held: fake.maxActive,
    completed: results.filter((result) => result.ok).length,
    failed: results.filter((result) => !result.ok).length,
    kbPerOpenStream: (open - idle) / streams,
    kbPerStream: (peak - idle) / streams,
    openCpuMsPerStream: (cpuOpen - cpuBefore) / streams,
    cpuUsPerChunk,
    harnessUsPerChunk,
    lagP50: percentile(lags, 50),
    lagP99: percentile(lags, 99),
    clientLoopP99: clientLoop.percentile(99) / 1e6,
    seconds,
    load,
    failures: [...failures].map(([why, count]) => `${count}× ${why}`).join(", "),
  };
}

function printTable(target: ChatTarget, rows: ChatRow[]): void {
  const cells = (values: Array<string | number>) => values.map((value) => String(value).padStart(10)).join(" ");
  console.log(`\nchat streams through ${TARGETS[target]}, fake model: ${CHUNKS} chunks ${CHUNK_DELAY_MS} ms apart, starts spread over ${SPREAD_MS} ms`);
  console.log(cells(["streams", "held", "completed", "failed", "KB/open", "KB/peak", "open ms", "µs/chunk", "harness µs", "lag p50", "lag p99", "client p99", "seconds", "load avg"]));
  for (const row of rows) {
    const figures = [row.kbPerOpenStream.toFixed(1), row.kbPerStream.toFixed(1), row.openCpuMsPerStream.toFixed(1), row.cpuUsPerChunk.toFixed(1), row.harnessUsPerChunk.toFixed(1), row.lagP50.toFixed(1), row.lagP99.toFixed(1), row.clientLoopP99.toFixed(1)];
    console.log(cells([row.streams, row.held, row.completed, row.failed, ...figures, row.seconds.toFixed(1), row.load.toFixed(2)]));
    if (row.failures) console.log(`             failures: ${row.failures}`);
  }
  console.log(`\nheld = streams open at the model at once; KB/open = app RSS growth per stream with all streams open, before the`);
  console.log(`first chunk, each reading after a full garbage collection; KB/peak = RSS growth at the peak while streaming (garbage`);
  console.log(`not yet collected included); open ms = app CPU`);
  console.log(`per chat turn until all are open; µs/chunk = app CPU per streamed chunk after that (replies stored included);`);
  console.log(`harness µs = the same for the reader and the fake model together (the app's competition for the cores); lag in ms;`);
  console.log(`client p99 = this reader's own event-loop delay (part of the lag); load avg = 1-min load of this ${os.cpus().length}-core machine`);
  console.log(`when the round started (other work on it inflates the lag).`);
  console.log("goal: 1,000 streams in one process, ≤ 100 KB per stream, lag p99 ≤ 100 ms");
}

function startTarget(target: ChatTarget, nodeArgs: string[]): Promise<RunningServer> {
  const env = {
    DATA_DIR,
    APP_URL: `http://127.0.0.1:${APP_PORT}`,
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: `${fakeUrl}/v1`,
    LLM_MODEL: "fake-model",
    NEXT_TELEMETRY_DISABLED: "1",
    // One bench user holds every stream and sends every turn: lift the per-user limits meant for people.
    SSE_STREAMS_PER_USER: "100000",
    CHAT_TURNS_PER_MINUTE: "1000000",
    CHAT_TURNS_PER_DAY: "1000000",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--expose-gc --import ${GC_ON_SIGNAL}`].filter(Boolean).join(" "),
  };
  if (target === "floor") {
    return startServer(process.execPath, [...nodeArgs, "--import", "tsx", "scripts/bench/chat-floor-relay.ts", "--port", String(APP_PORT), "--model", `${fakeUrl}/v1`], `http://127.0.0.1:${APP_PORT}`, env);
  }
  if (target === "backend") {
    const args = [...nodeArgs, "--import", "tsx", "--conditions=react-server", "scripts/backend.ts"];
    return startServer(process.execPath, args, `http://127.0.0.1:${APP_PORT}`, { ...env, BACKEND_PORT: String(APP_PORT), BACKEND_HOST: "127.0.0.1" });
  }
  const args = [...nodeArgs, "node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(APP_PORT)];
  return startServer(process.execPath, args, `http://127.0.0.1:${APP_PORT}`, { ...env, ...benchAppEnv });
}

/** One app (or relay) and the fake model for the given rounds of `streams` concurrent chat streams (after a warm-up of 20). */
export async function run(target: ChatTarget = TARGET, rounds: number[] = CHAT_ROUNDS): Promise<ChatRow[]> {
  if (target === "app") await ensureBenchBuild();
  const fakeModel = await startFakeModel({ port: FAKE_PORT, chunks: CHUNKS, delayMs: CHUNK_DELAY_MS, spreadMs: SPREAD_MS });
  let app: RunningServer | undefined;
  // Whatever happens, the servers this run started are stopped and the run ends.
  const watchdog = setTimeout(() => {
    console.error("bench:chat took too long; stopping");
    void app?.stop().finally(() => process.exit(1));
  }, rounds.length * 150_000 + 120_000);
  try {
    // BENCH_APP_NODE_ARGS: extra node flags for the app process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where it spends.
    const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? "").split(" ").filter((arg) => arg !== "");
    app = await startTarget(target, nodeArgs);
    const pid = appProcessPid(app.process.pid ?? 0);
    const browser = target === "floor" ? { base: app.url, headers: {} } : await signUpAndSignIn(app.url, DATA_DIR, `bench-${Date.now()}@bench.example.org`, "bench-pass-1", target);
    await round(browser, pid, fakeModel.pid, 20); // Warm-up: compiled routes, pooled connections, JIT.
    const rows: ChatRow[] = [];
    for (const streams of rounds) {
      rows.push(await round(browser, pid, fakeModel.pid, streams));
      console.log(`  ${streams} streams done`);
    }
    return rows;
  } finally {
    clearTimeout(watchdog);
    await app?.stop();
    fakeModel.stop();
  }
}

/** The app and the floor relay in turns, `pairs` times each, at `streams` streams: every run's row, per target. */
export async function runAlternating(streams: number, pairs: number = CHAT_PAIRS): Promise<Record<"app" | "floor", ChatRow[]>> {
  const runs: Record<"app" | "floor", ChatRow[]> = { app: [], floor: [] };
  for (let pair = 0; pair < pairs; pair += 1) {
    for (const target of ["app", "floor"] as const) runs[target].push(...(await run(target, [streams])));
  }
  return runs;
}

if (isEntryPoint(import.meta.url)) printTable(TARGET, await run());
