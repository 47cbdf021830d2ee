/**
 * `npm run bench:sse`: per-event lag and first-event time of the app's streams, read directly from the standalone
 * backend and through the BFF (an app with its backend in-process, and an app instance in upstream mode in front of
 * the standalone backend), side by side in one run, BENCH_STREAMS (20) concurrent streams at a time, BENCH_ROUNDS
 * rounds taking the paths in turn (compare() says how):
 * - health stream: GET /api/health/stream, BENCH_EVENTS ticks BENCH_INTERVAL_MS apart; lag = arrival − the server's
 *   send stamp in each tick;
 * - chat stream: GET /api/chat on a fresh session per stream, against the fake model (fake-model.ts) writing
 *   BENCH_EVENTS chunks BENCH_INTERVAL_MS apart; lag = arrival − the model's write stamp in each chunk;
 * - task events: GET /api/task/events/:taskId of one running task, BENCH_TASK_UPDATES updates (one a second);
 *   lag = arrival − the update's newest step's write time (task-event-stream.ts explains why that is fair).
 * First event = from sending the request to the first event. All processes share this machine's clock.
 * Two more paths: a bare node:http relay in front of the same backend (pipe-relay.ts), the floor of any proxy (what
 * one more process and one more copy cost on this machine, beside what the BFF costs); and a second standalone
 * backend on the same database read directly, the direct path twice: how far two identical servers read apart in
 * one run, the bench's own spread, against which the other ratios are read.
 * Beside the times, each path's server CPU per stream (/proc, whole stream): the processes the path runs through (the
 * backend; the front app or the relay with it; the app alone, embedded), which the machine's load does not move as it
 * moves a time on a shared 2-core machine, so a BFF that costs CPU shows there whatever the run's noise.
 */
import { readSse } from "../../tests/fixtures/sse-reader";
import { type Caller, loginDirect, signUp } from "./accounts";
import { createChatSession, readChatStream } from "./chat-client";
import { appProcessPid, cpuMs } from "./chat-process";
import { isEntryPoint } from "./entry-point";
import { startFakeModel } from "./fake-model";
import { runningDatabase, withRunningDatabase } from "./running-database";
import { percentile } from "./percentile";
import { ensureBenchBuild, type RunningServer, startBenchApp, startServer } from "./servers";
import { benchPort, benchSetting } from "./settings";
import { readTaskEvents, startStepWriter } from "./task-event-stream";

const EVENTS = benchSetting("BENCH_EVENTS", 200, 50);
const INTERVAL_MS = benchSetting("BENCH_INTERVAL_MS", 10, 10);
const CONCURRENT = benchSetting("BENCH_STREAMS", 20, 20);
const ROUNDS = benchSetting("BENCH_ROUNDS", 5, 1);
const TASK_UPDATES = benchSetting("BENCH_TASK_UPDATES", 5, 2);
const BACKEND_PORT = benchPort(3411);
const FRONT_PORT = benchPort(3412);
const FAKE_PORT = benchPort(3415);
const RELAY_PORT = benchPort(3416);
const EMBEDDED_PORT = benchPort(3417);
const TWIN_PORT = benchPort(3418);
const BACKEND_DIR = "data/bench/sse-backend";
const EMBEDDED_DIR = "data/bench/sse-embedded";
const TWIN_DIR = "data/bench/sse-twin";
const STREAM_TIMEOUT_MS = 60_000;

export const SSE_PATHS = ["health stream", "chat stream", "task events"] as const;
export type SsePath = (typeof SSE_PATHS)[number];
export type SseFigures = { lagP50: number; lagP99: number; firstEventP50: number; firstEventP99: number; cpuMsPerStream: number };
/**
 * direct: the standalone backend; viaBff: an app instance in front of it (upstream mode); viaRelay: a bare node:http
 * relay in front of it (pipe-relay.ts); viaEmbedded: an app with its backend in-process (the default set-up);
 * directTwin: a second standalone backend on the same database, read directly (the same path again).
 */
export type SsePathFigures = { direct: SseFigures; viaBff: SseFigures; viaRelay: SseFigures; viaEmbedded: SseFigures; directTwin: SseFigures };
export type SseResult = { streams: number; rounds: number; paths: Record<SsePath, SsePathFigures> };

type Sample = { lags: number[]; firstEvent: number[]; cpuMs: number; streams: number };
type Reading = { lags: number[]; firstEventMs: number; failure?: string };

/**
 * Where a path's requests go, signed as that path's client signs them, the database behind it with the account, and
 * the server processes it runs through (their CPU is the path's).
 */
type Target = { caller: Caller; dataDir: string; email: string; pids: number[] };

/** One round of CONCURRENT streams of one path at one server, added to `sample`; a failed stream fails the bench. */
type Measure = (target: Target, sample: Sample) => Promise<void>;

function collect(sample: Sample, readings: Reading[]): void {
  for (const reading of readings) {
    if (reading.failure) throw new Error(`a stream failed: ${reading.failure}`);
    sample.firstEvent.push(reading.firstEventMs);
    sample.lags.push(...reading.lags);
  }
}

const measureHealth: Measure = async ({ caller }, sample) => {
  const reads = await Promise.all(
    Array.from({ length: CONCURRENT }, () => readSse(`${caller.base}/api/health/stream?count=${EVENTS}&interval=${INTERVAL_MS}`)),
  );
  collect(
    sample,
    reads.map((read) => {
      const ticks = read.events.filter((event) => event.event === "tick");
      if (ticks.length !== EVENTS) return { lags: [], firstEventMs: Number.NaN, failure: `${ticks.length} of ${EVENTS} ticks` };
      const lags = ticks.map((tick) => tick.receivedAt - (JSON.parse(tick.data) as { at: number }).at);
      return { lags, firstEventMs: (ticks[0]?.receivedAt ?? Number.NaN) - read.startedAt };
    }),
  );
};

const measureChat: Measure = async ({ caller }, sample) => {
  const sessions = await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => createChatSession(caller, `sse bench ${index}`)));
  collect(sample, await Promise.all(sessions.map((id) => readChatStream(caller, id, STREAM_TIMEOUT_MS))));
};

const measureTaskEvents: Measure = ({ caller, dataDir, email }, sample) =>
  withRunningDatabase(dataDir, async (db) => {
    const task = await startStepWriter(db, email);
    try {
      collect(sample, await Promise.all(Array.from({ length: CONCURRENT }, () => readTaskEvents(caller, task.taskId, TASK_UPDATES, STREAM_TIMEOUT_MS))));
    } finally {
      await task.finish();
    }
  });

function figures(sample: Sample): SseFigures {
  return {
    lagP50: percentile(sample.lags, 50),
    lagP99: percentile(sample.lags, 99),
    firstEventP50: percentile(sample.firstEvent, 50),
    firstEventP99: percentile(sample.firstEvent, 99),
    cpuMsPerStream: sample.cpuMs / sample.streams,
  };
}

const PATHS = ["direct", "viaBff", "viaRelay", "viaEmbedded", "directTwin"] as const;
type Targets = Record<(typeof PATHS)[number], Target>;
const emptySample = (): Sample => ({ lags: [], firstEvent: [], cpuMs: 0, streams: 0 });
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

/** One round of `measure`, its servers' CPU counted in the sample. */
async function measureRound(measure: Measure, target: Target, sample: Sample): Promise<void> {
  const before = cpuOf(target.pids);
  await measure(target, sample);
  sample.cpuMs += cpuOf(target.pids) - before;
  sample.streams += CONCURRENT;
}

/**
 * ROUNDS rounds taking the paths in turn, so load hits them alike, each path's counted round right after an uncounted
 * one of its own (the first of them the warm-up). Why the uncounted round: the standalone backend also serves the
 * upstream and relay paths, so without it the direct path was read on a server busy three turns in five while the
 * embedded app and the twin were read after ~10 s idle; in three runs the twin, the same code, then read 1.17–2.25×
 * the direct backend's CPU per stream in eight readings of nine, and 0.83–1.06× of it when the two alone took turns.
 * Each round starts one path further on, so with five rounds every path takes every place in the turn once: in one
 * fixed order the twin, always read last, had read a later first event than the direct path, always read first, in
 * eight readings of nine over three runs (up to +17 ms), though the two are the same server. The rounds themselves
 * spread wider still, which rotation does not narrow (README, "Rounds in rotation").
 */
async function compare(measure: Measure, targets: Targets): Promise<SsePathFigures> {
  const samples = Object.fromEntries(PATHS.map((path) => [path, emptySample()])) as Record<(typeof PATHS)[number], Sample>;
  for (let round = 0; round < ROUNDS; round += 1) {
    const first = round % PATHS.length;
    for (const path of [...PATHS.slice(first), ...PATHS.slice(0, first)]) {
      await measure(targets[path], emptySample());
      await measureRound(measure, targets[path], samples[path]);
    }
  }
  return Object.fromEntries(PATHS.map((path) => [path, figures(samples[path])])) as SsePathFigures;
}

export async function run(): Promise<SseResult> {
  await ensureBenchBuild();
  const fakeModel = await startFakeModel({ port: FAKE_PORT, chunks: EVENTS, delayMs: INTERVAL_MS, spreadMs: 0 });
  // What a backend needs for these streams, in-process or standalone.
  const backendSettings = {
    HEALTH_STREAMS_MAX: String(Math.max(50, CONCURRENT)),
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: `${fakeModel.url}/v1`,
    LLM_MODEL: "fake-model",
    // One bench user holds every stream and sends every turn: lift the per-user limits meant for people.
    SSE_STREAMS_PER_USER: "100000",
    CHAT_TURNS_PER_MINUTE: "1000000",
    CHAT_TURNS_PER_DAY: "1000000",
  };
  const servers: RunningServer[] = [];
  const started = async (server: Promise<RunningServer>) => {
    servers.unshift(await server);
    return servers[0] as RunningServer;
  };
  try {
    const backend = await started(
      startServer("npm", ["run", "backend"], `http://127.0.0.1:${BACKEND_PORT}`, { ...backendSettings, DATA_DIR: BACKEND_DIR, BACKEND_PORT: String(BACKEND_PORT) }),
    );
    const front = await started(startBenchApp(FRONT_PORT, "data/bench/sse-front", { API_UPSTREAM_URL: `${backend.url}/api` }));
    const relay = await started(
      startServer(process.execPath, ["--import", "tsx", "scripts/bench/pipe-relay.ts", "--port", String(RELAY_PORT), "--upstream", backend.url], `http://127.0.0.1:${RELAY_PORT}`, {}),
    );
    const embedded = await started(startBenchApp(EMBEDDED_PORT, EMBEDDED_DIR, backendSettings));
    // The twin shares the first backend's PostgreSQL (so its account and the task-event bench's task), not its folder.
    const database = await runningDatabase(BACKEND_DIR);
    const twin = await started(
      startServer("npm", ["run", "backend"], `http://127.0.0.1:${TWIN_PORT}`, {
        ...backendSettings,
        DATA_DIR: TWIN_DIR,
        DATABASE_URL: database.url,
        BACKEND_PORT: String(TWIN_PORT),
      }),
    );
    // One account on the standalone backend, signed up through the front (its mail lands in the backend's outbox) and
    // read every way; the same address on the embedded app's own backend.
    const email = `sse-${Date.now()}@bench.example.org`;
    const viaBff = await signUp(front.url, BACKEND_DIR, email, "bench-pass-1");
    const direct = await loginDirect(backend.url, email, "bench-pass-1");
    const viaEmbedded = await signUp(embedded.url, EMBEDDED_DIR, email, "bench-pass-1");
    const pidOf = (server: RunningServer) => appProcessPid(server.process.pid ?? 0);
    const backendPid = pidOf(backend);
    const targets: Targets = {
      direct: { caller: direct, dataDir: BACKEND_DIR, email, pids: [backendPid] },
      viaBff: { caller: viaBff, dataDir: BACKEND_DIR, email, pids: [pidOf(front), backendPid] },
      viaRelay: { caller: { base: relay.url, headers: direct.headers }, dataDir: BACKEND_DIR, email, pids: [pidOf(relay), backendPid] },
      viaEmbedded: { caller: viaEmbedded, dataDir: EMBEDDED_DIR, email, pids: [pidOf(embedded)] },
      directTwin: { caller: await loginDirect(twin.url, email, "bench-pass-1"), dataDir: BACKEND_DIR, email, pids: [pidOf(twin)] },
    };
    return {
      streams: CONCURRENT,
      rounds: ROUNDS,
      paths: {
        "health stream": await compare(measureHealth, targets),
        "chat stream": await compare(measureChat, targets),
        "task events": await compare(measureTaskEvents, targets),
      },
    };
  } finally {
    for (const server of servers) await server.stop();
    fakeModel.stop();
  }
}

function print(result: SseResult): void {
  const cell = (value: number, width: number) => value.toFixed(2).padStart(width);
  console.log(`\nSSE: ${result.rounds} rounds × ${result.streams} concurrent streams per path (ms)`);
  console.log(`${"stream".padEnd(14)} ${"path".padEnd(12)} ${"lag p50".padStart(9)} ${"lag p99".padStart(9)} ${"first ev. p50".padStart(14)} ${"first ev. p99".padStart(14)} ${"CPU/stream".padStart(11)}`);
  for (const name of SSE_PATHS) {
    const { direct, viaBff, viaRelay, viaEmbedded, directTwin } = result.paths[name];
    const paths = [["direct", direct], ["direct twin", directTwin], ["bare relay", viaRelay], ["BFF upstream", viaBff], ["BFF embedded", viaEmbedded]] as const;
    for (const [label, f] of paths) {
      console.log(`${name.padEnd(14)} ${label.padEnd(12)} ${cell(f.lagP50, 9)} ${cell(f.lagP99, 9)} ${cell(f.firstEventP50, 14)} ${cell(f.firstEventP99, 14)} ${cell(f.cpuMsPerStream, 11)}`);
    }
    for (const [label, f] of [["upstream", viaBff], ["embedded", viaEmbedded]] as const) {
      const delta = f.firstEventP50 - direct.firstEventP50;
      console.log(
        `${"".padEnd(14)} BFF ${label}: lag p99 ${(f.lagP99 / direct.lagP99).toFixed(2)}× direct (goal ≤ 1.2×), ${(f.lagP99 / viaRelay.lagP99).toFixed(2)}× the bare relay; ` +
          `first event ${delta >= 0 ? "+" : ""}${delta.toFixed(2)} ms (goal ≤ +10 ms)`,
      );
    }
  }
}

if (isEntryPoint(import.meta.url)) print(await run());
