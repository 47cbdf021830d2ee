/**
 * `npm run bench`: every benchmark, one after the other (never two at once: they would measure each other), then
 * ONE table, each figure beside its reference and the ratio (table.ts, rows.ts), and the run's JSON in data/bench
 * (results.ts). BENCH_QUICK=1 shrinks every bench (settings.ts) to check the whole run end to end in minutes.
 *   npm run bench -- --compare data/bench/results-….json   a last column with each figure's change since that run
 *   npm run bench -- --only sse,poll                        some benches only (names as below)
 * A bench that fails is reported and the others still run; the command then exits with 1.
 */
import "./quiet-logs";
import os from "node:os";
import { parseArgs } from "node:util";
import * as chat from "./chat";
import * as inp from "./inp";
import * as jsonRoute from "./json-route";
import * as lighthouse from "./lighthouse";
import * as poll from "./poll";
import { type BenchResults, loadResults, runContext, saveResults } from "./results";
import { chatRows, inpRows, jsonRouteRows, lighthouseRows, pollRows, sandboxRows, sseRows, uploadRows } from "./rows";
import * as sandbox from "./sandbox";
import { QUICK } from "./settings";
import * as sse from "./sse";
import { type BenchRow, formatTable } from "./table";
import * as upload from "./upload";

/** Name → the bench's run and its rows. Order: the cheap ones first, Lighthouse (the longest) last. */
const BENCHES: Record<string, () => Promise<{ raw: unknown; rows: BenchRow[] }>> = {
  sandbox: async () => {
    const raw = await sandbox.run();
    return { raw, rows: sandboxRows(raw) };
  },
  poll: async () => {
    const raw = await poll.run();
    return { raw, rows: pollRows(raw, poll.POLL_RATE) };
  },
  json: async () => {
    const raw = await jsonRoute.run();
    return { raw, rows: jsonRouteRows(raw) };
  },
  sse: async () => {
    const raw = await sse.run();
    return { raw, rows: sseRows(raw) };
  },
  chat: async () => {
    // Only the largest round (1,000 streams; BENCH_CHAT_STREAMS overrides): the goal is set there.
    const raw = await chat.runAlternating(chat.CHAT_ROUNDS.at(-1) ?? 1000);
    return { raw, rows: chatRows(raw.app, raw.floor) };
  },
  upload: async () => {
    const raw = await upload.run();
    return { raw, rows: uploadRows(raw, upload.UPLOAD_RSS_GOAL_BYTES) };
  },
  inp: async () => {
    const raw = await inp.run();
    return { raw, rows: inpRows(raw) };
  },
  lighthouse: async () => {
    const raw = await lighthouse.run();
    return { raw, rows: lighthouseRows(raw) };
  },
};

const { values } = parseArgs({ options: { compare: { type: "string" }, only: { type: "string" } } });
const only = values.only?.split(",").map((name) => name.trim());
const unknown = only?.filter((name) => !(name in BENCHES)) ?? [];
if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(", ")}: pick from ${Object.keys(BENCHES).join(", ")}`);
const compared = values.compare ? await loadResults(values.compare) : undefined;

const context = runContext();
const results: BenchResults = { ...context, finishedAt: "", quick: QUICK, rows: [], raw: {}, failures: {} };
for (const [name, bench] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  const started = performance.now();
  console.log(`\n── ${name} ──`);
  try {
    const { raw, rows } = await bench();
    results.raw[name] = raw;
    results.rows.push(...rows);
    console.log(`── ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    results.failures[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`── ${name} FAILED after ${((performance.now() - started) / 1000).toFixed(0)} s:`, error);
  }
}
results.finishedAt = new Date().toISOString();
const file = await saveResults(results);

const minutes = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 60_000;
console.log(
  `\nnpm run bench${QUICK ? " (BENCH_QUICK=1: tiny settings, figures not worth comparing)" : ""}: commit ${results.commit}, ` +
    `${results.machine.cpus} cores, load average ${results.machine.loadAverageAtStart.map((load) => load.toFixed(2)).join(" ")} at the start, ${minutes.toFixed(1)} min`,
);
if (compared) console.log(`Δ against ${values.compare} (commit ${compared.commit}, ${compared.startedAt}${compared.quick ? ", quick" : ""})`);
console.log(`\n${formatTable(results.rows, compared?.rows)}\n`);
for (const [name, failure] of Object.entries(results.failures)) console.log(`${name} FAILED: ${failure.split("\n")[0]}`);
console.log(`results: ${file} (and data/bench/latest.json); load average now ${os.loadavg()[0]?.toFixed(2)}`);
// The benches' servers are stopped; a lingering handle (a pool, a timer) must not keep the table from ending.
process.exit(Object.keys(results.failures).length > 0 ? 1 : 0);
