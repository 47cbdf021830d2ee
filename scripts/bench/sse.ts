/**
 * `npm run bench:sse`: per-event lag and first-event time of an SSE stream read directly from the standalone
 * backend and through the BFF (an app instance in upstream mode), side by side in one run.
 * Lag = arrival time − the server's send stamp in each event; both processes share this machine's clock.
 */
import { readSse } from "../../tests/fixtures/sse-reader";
import { benchAppEnv, ensureBenchBuild, percentile, startServer } from "./servers";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 10);
const CONCURRENT = Number(process.env.BENCH_STREAMS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Sample = { lags: number[]; firstEvent: number[] };

async function measure(base: string, sample: Sample): Promise<void> {
  const reads = await Promise.all(
    Array.from({ length: CONCURRENT }, () => readSse(`${base}/api/health/stream?count=${EVENTS}&interval=${INTERVAL_MS}`)),
  );
  for (const read of reads) {
    const ticks = read.events.filter((event) => event.event === "tick");
    if (ticks.length !== EVENTS) throw new Error(`expected ${EVENTS} ticks, got ${ticks.length}`);
    sample.firstEvent.push((ticks[0]?.receivedAt ?? Number.NaN) - read.startedAt);
    for (const tick of ticks) sample.lags.push(tick.receivedAt - (JSON.parse(tick.data) as { at: number }).at);
  }
}

await ensureBenchBuild();
const backend = await startServer("npm", ["run", "backend"], "http://127.0.0.1:3411", {
  DATA_DIR: "data/bench/sse-backend",
  BACKEND_PORT: "3411",
  HEALTH_STREAMS_MAX: String(Math.max(50, CONCURRENT)),
});
const front = await startServer("npx", ["next", "start", "-H", "127.0.0.1", "-p", "3412"], "http://127.0.0.1:3412", {
  ...benchAppEnv,
  DATA_DIR: "data/bench/sse-front",
  API_UPSTREAM_URL: "http://127.0.0.1:3411/api",
});
try {
  const direct: Sample = { lags: [], firstEvent: [] };
  const viaBff: Sample = { lags: [], firstEvent: [] };
  await measure(backend.url, direct); // warm-up, both paths
  await measure(front.url, viaBff);
  direct.lags.length = viaBff.lags.length = direct.firstEvent.length = viaBff.firstEvent.length = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await measure(backend.url, direct);
    await measure(front.url, viaBff);
  }
  const row = (name: string, sample: Sample) =>
    `${name.padEnd(14)} ${percentile(sample.lags, 50).toFixed(2).padStart(9)} ${percentile(sample.lags, 99).toFixed(2).padStart(9)} ${percentile(sample.firstEvent, 50).toFixed(2).padStart(15)} ${percentile(sample.firstEvent, 99).toFixed(2).padStart(15)}`;
  console.log(`\nSSE: ${ROUNDS} rounds × ${CONCURRENT} concurrent streams × ${EVENTS} events every ${INTERVAL_MS} ms`);
  console.log(`${"path".padEnd(14)} ${"lag p50".padStart(9)} ${"lag p99".padStart(9)} ${"first ev. p50".padStart(15)} ${"first ev. p99".padStart(15)}   (ms)`);
  console.log(row("direct", direct));
  console.log(row("through BFF", viaBff));
  const ratio = percentile(viaBff.lags, 99) / percentile(direct.lags, 99);
  const firstDelta = percentile(viaBff.firstEvent, 50) - percentile(direct.firstEvent, 50);
  console.log(`\nthrough-BFF lag p99 = ${ratio.toFixed(2)}× direct (goal ≤ 1.2×); first event +${firstDelta.toFixed(2)} ms (goal ≤ +10 ms)`);
} finally {
  await front.stop();
  await backend.stop();
}
