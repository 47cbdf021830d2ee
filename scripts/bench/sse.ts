/**
 * `npm run bench:sse`: per-event lag and first-event time of the app's streams, read directly from the standalone
 * backend and through the BFF (an app instance in upstream mode), side by side in one run, BENCH_STREAMS (20)
 * concurrent streams at a time, BENCH_ROUNDS rounds alternating the two paths after a warm-up of each:
 * - health stream: GET /api/health/stream, BENCH_EVENTS ticks BENCH_INTERVAL_MS apart; lag = arrival − the server's
 *   send stamp in each tick;
 * - chat stream: GET /api/chat on a fresh session per stream, against the fake model (fake-model.ts) writing
 *   BENCH_EVENTS chunks BENCH_INTERVAL_MS apart; lag = arrival − the model's write stamp in each chunk;
 * - task events: GET /api/task/events/:taskId of one running task, BENCH_TASK_UPDATES updates (one a second);
 *   lag = arrival − the update's newest step's write time (task-event-stream.ts explains why that is fair).
 * First event = from sending the request to the first event. All processes share this machine's clock.
 */
import { readSse } from "../../tests/fixtures/sse-reader";
import { type Caller, loginDirect, signUp } from "./accounts";
import { createChatSession, readChatStream } from "./chat-client";
import { isEntryPoint } from "./entry-point";
import { startFakeModel } from "./fake-model";
import { withRunningDatabase } from "./running-database";
import { benchAppEnv, ensureBenchBuild, percentile, type RunningServer, startServer } from "./servers";
import { benchPort, benchSetting } from "./settings";
import { readTaskEvents, startStepWriter } from "./task-event-stream";

const EVENTS = benchSetting("BENCH_EVENTS", 200, 50);
const INTERVAL_MS = benchSetting("BENCH_INTERVAL_MS", 10, 10);
const CONCURRENT = benchSetting("BENCH_STREAMS", 20, 20);
const ROUNDS = benchSetting("BENCH_ROUNDS", 3, 1);
const TASK_UPDATES = benchSetting("BENCH_TASK_UPDATES", 5, 2);
const BACKEND_PORT = benchPort(3411);
const FRONT_PORT = benchPort(3412);
const FAKE_PORT = benchPort(3415);
const BACKEND_DIR = "data/bench/sse-backend";
const STREAM_TIMEOUT_MS = 60_000;

export const SSE_PATHS = ["health stream", "chat stream", "task events"] as const;
export type SsePath = (typeof SSE_PATHS)[number];
export type SseFigures = { lagP50: number; lagP99: number; firstEventP50: number; firstEventP99: number };
export type SseResult = { streams: number; rounds: number; paths: Record<SsePath, { direct: SseFigures; viaBff: SseFigures }> };

type Sample = { lags: number[]; firstEvent: number[] };
type Reading = { lags: number[]; firstEventMs: number; failure?: string };

/** One round of CONCURRENT streams of one path at one server, added to `sample`; a failed stream fails the bench. */
type Measure = (caller: Caller, sample: Sample) => Promise<void>;

function collect(sample: Sample, readings: Reading[]): void {
  for (const reading of readings) {
    if (reading.failure) throw new Error(`a stream failed: ${reading.failure}`);
    sample.firstEvent.push(reading.firstEventMs);
    sample.lags.push(...reading.lags);
  }
}

const measureHealth: Measure = async (caller, sample) => {
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

const measureChat: Measure = async (caller, sample) => {
  const sessions = await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => createChatSession(caller, `sse bench ${index}`)));
  collect(sample, await Promise.all(sessions.map((id) => readChatStream(caller, id, STREAM_TIMEOUT_MS))));
};

function measureTaskEvents(email: string): Measure {
  return (caller, sample) =>
    withRunningDatabase(BACKEND_DIR, async (db) => {
      const task = await startStepWriter(db, email);
      try {
        collect(sample, await Promise.all(Array.from({ length: CONCURRENT }, () => readTaskEvents(caller, task.taskId, TASK_UPDATES, STREAM_TIMEOUT_MS))));
      } finally {
        await task.finish();
      }
    });
}

function figures(sample: Sample): SseFigures {
  return {
    lagP50: percentile(sample.lags, 50),
    lagP99: percentile(sample.lags, 99),
    firstEventP50: percentile(sample.firstEvent, 50),
    firstEventP99: percentile(sample.firstEvent, 99),
  };
}

/** A warm-up of each path, then ROUNDS rounds alternating direct and through the BFF, so load hits both alike. */
async function compare(measure: Measure, direct: Caller, viaBff: Caller): Promise<{ direct: SseFigures; viaBff: SseFigures }> {
  const warmUp: Sample = { lags: [], firstEvent: [] };
  await measure(direct, warmUp);
  await measure(viaBff, warmUp);
  const samples = { direct: { lags: [], firstEvent: [] } as Sample, viaBff: { lags: [], firstEvent: [] } as Sample };
  for (let round = 0; round < ROUNDS; round += 1) {
    await measure(direct, samples.direct);
    await measure(viaBff, samples.viaBff);
  }
  return { direct: figures(samples.direct), viaBff: figures(samples.viaBff) };
}

export async function run(): Promise<SseResult> {
  await ensureBenchBuild();
  const fakeModel = await startFakeModel({ port: FAKE_PORT, chunks: EVENTS, delayMs: INTERVAL_MS, spreadMs: 0 });
  let backend: RunningServer | undefined;
  let front: RunningServer | undefined;
  try {
    backend = await startServer("npm", ["run", "backend"], `http://127.0.0.1:${BACKEND_PORT}`, {
      DATA_DIR: BACKEND_DIR,
      BACKEND_PORT: String(BACKEND_PORT),
      HEALTH_STREAMS_MAX: String(Math.max(50, CONCURRENT)),
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: `${fakeModel.url}/v1`,
      LLM_MODEL: "fake-model",
      // One bench user holds every stream and sends every turn: lift the per-user limits meant for people.
      SSE_STREAMS_PER_USER: "100000",
      CHAT_TURNS_PER_MINUTE: "1000000",
      CHAT_TURNS_PER_DAY: "1000000",
    });
    front = await startServer("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(FRONT_PORT)], `http://127.0.0.1:${FRONT_PORT}`, {
      ...benchAppEnv,
      DATA_DIR: "data/bench/sse-front",
      APP_URL: `http://127.0.0.1:${FRONT_PORT}`,
      API_UPSTREAM_URL: `${backend.url}/api`,
    });
    // One account: signed up through the front (its mail lands in the backend's outbox), read both ways.
    const email = `sse-${Date.now()}@bench.example.org`;
    const viaBff = await signUp(front.url, BACKEND_DIR, email, "bench-pass-1");
    const direct = await loginDirect(backend.url, email, "bench-pass-1");
    return {
      streams: CONCURRENT,
      rounds: ROUNDS,
      paths: {
        "health stream": await compare(measureHealth, direct, viaBff),
        "chat stream": await compare(measureChat, direct, viaBff),
        "task events": await compare(measureTaskEvents(email), direct, viaBff),
      },
    };
  } finally {
    await front?.stop();
    await backend?.stop();
    fakeModel.stop();
  }
}

function print(result: SseResult): void {
  const cell = (value: number, width: number) => value.toFixed(2).padStart(width);
  console.log(`\nSSE: ${result.rounds} rounds × ${result.streams} concurrent streams per path (ms)`);
  console.log(`${"stream".padEnd(14)} ${"path".padEnd(12)} ${"lag p50".padStart(9)} ${"lag p99".padStart(9)} ${"first ev. p50".padStart(14)} ${"first ev. p99".padStart(14)}`);
  for (const name of SSE_PATHS) {
    const { direct, viaBff } = result.paths[name];
    for (const [label, f] of [["direct", direct], ["through BFF", viaBff]] as const) {
      console.log(`${name.padEnd(14)} ${label.padEnd(12)} ${cell(f.lagP50, 9)} ${cell(f.lagP99, 9)} ${cell(f.firstEventP50, 14)} ${cell(f.firstEventP99, 14)}`);
    }
    const ratio = viaBff.lagP99 / direct.lagP99;
    const delta = viaBff.firstEventP50 - direct.firstEventP50;
    console.log(`${"".padEnd(14)} through-BFF lag p99 = ${ratio.toFixed(2)}× direct (goal ≤ 1.2×); first event ${delta >= 0 ? "+" : ""}${delta.toFixed(2)} ms (goal ≤ +10 ms)`);
  }
}

if (isEntryPoint(import.meta.url)) print(await run());
