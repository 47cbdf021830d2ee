/**
 * `npm run test:soak` (not in CI): SOAK_MINUTES (default 30) of mixed load on loopback against a freshly started
 * standalone backend (embedded PostgreSQL in data/soak, task workers in-process) whose model and paper sources are
 * the test fakes. SOAK_USERS simulated researchers (default 4) sign up, log in, chat, run tasks, upload and check
 * health until the time is up. Passes with zero 5xx answers, no failed rounds and a flat resident set (see
 * soak/memory.ts); prints a table of figures either way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { isTaskRequest, startFakeLlm, taskTurn } from "../tests/fixtures/fake-llm";
import { startFakePapers } from "../tests/fixtures/fake-papers";
import { memoryVerdict, residentMb } from "./soak/memory";
import { createTally } from "./soak/tally";
import { runVirtualUser } from "./soak/virtual-user";

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const users = Number(process.env.SOAK_USERS ?? 4);
if (!(minutes > 0) || !(users >= 1)) throw new Error("SOAK_MINUTES must be > 0 and SOAK_USERS ≥ 1");
const dataDir = path.resolve("data/soak");
// A minute apart on a full run; a short run still gets a dozen samples.
const sampleMs = Math.min(60_000, (minutes * 60_000) / 12);

/** How often the resident set is read; each sample period keeps its lowest reading. */
const READ_MS = 2000;
const REPLY = "Attention lets every token weigh every other token of the sequence when building its representation. ".repeat(6);

async function startBackend(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/backend.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /backend listening on (\S+)/.exec(output)?.[1];
      if (listening) resolve(listening);
    });
    child.once("exit", (code) => reject(new Error(`the backend exited (${code}) before listening:\n${output}`)));
  });
  child.stdout?.resume();
  return { child, base };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const fake = await startFakeLlm({
  script: (request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 100 }) : { text: REPLY, chunkSize: 24, delayMs: 10 }),
});
const papers = await startFakePapers();
await fs.rm(dataDir, { recursive: true, force: true });
const { child, base } = await startBackend({
  NODE_ENV: "production",
  MAIL_OUTBOX: "1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  BACKEND_HOST: "127.0.0.1",
  BACKEND_PORT: "0",
  RUN_WORKERS: "true",
  TASK_POLL_SECONDS: "0.5",
  // Every simulated user signs up from 127.0.0.1: the per-address code limits would stop the soak, not protect it.
  RATE_LIMIT_CODES_PER_IP: "1000000",
  LLM_PROVIDER: "openai-compatible",
  LLM_BASE_URL: fake.url,
  LLM_MODEL: "fake-model",
  ARXIV_API_URL: `${papers.url}/arxiv/api/query`,
  ARXIV_PDF_URL: `${papers.url}/pdf`,
  ARXIV_MIN_INTERVAL_MS: "10",
  OPENALEX_API_URL: `${papers.url}/openalex`,
  SEMANTIC_SCHOLAR_API_URL: `${papers.url}/s2`,
  GITHUB_API_URL: `${papers.url}/github`,
  FETCH_EXEMPT_ORIGINS: papers.url,
});
const pid = child.pid;
if (pid === undefined) throw new Error("the backend has no pid");

const tally = createTally();
const startedAt = Date.now();
const deadline = startedAt + minutes * 60_000;
const samples: number[] = [];
let periodLow = Number.POSITIVE_INFINITY;
let periodHigh = 0;
console.log(`soak: ${minutes} min, ${users} users against ${base} (pid ${pid}), RSS floor every ${Math.round(sampleMs / 1000)} s`);
const reader = setInterval(() => {
  void residentMb(pid).then((mb) => {
    periodLow = Math.min(periodLow, mb);
    periodHigh = Math.max(periodHigh, mb);
  });
}, READ_MS);
const sampler = setInterval(() => {
  samples.push(periodLow);
  // The fakes keep every request they served; the soak needs none of them.
  fake.requests.length = 0;
  papers.requests.length = 0;
  const elapsed = ((Date.now() - startedAt) / 60_000).toFixed(1);
  console.log(
    `  ${elapsed} min: RSS floor ${periodLow.toFixed(1)} MB (peak ${periodHigh.toFixed(1)}), ${tally.total("requests")} requests, ${tally.total("server5xx")} 5xx, ${tally.total("failures")} failures`,
  );
  periodLow = Number.POSITIVE_INFINITY;
  periodHigh = 0;
}, sampleMs);

await Promise.all(Array.from({ length: users }, (_, index) => runVirtualUser({ base, outboxDir: dataDir, deadline }, tally, index)));
clearInterval(sampler);
clearInterval(reader);
await stop(child);
await fake.close();
await papers.close();

const memory = memoryVerdict(samples);
console.log(`\n${tally.table()}\n`);
console.log(`requests ${tally.total("requests")}, 5xx ${tally.total("server5xx")}, 4xx ${tally.total("client4xx")}, failed rounds/requests ${tally.total("failures")}`);
console.log(
  `RSS floors (MB): ${samples.map((mb) => mb.toFixed(0)).join(" ")}; after warm-up first third median ${memory.firstMedianMb.toFixed(1)} MB, last third ${memory.lastMedianMb.toFixed(1)} MB (${(memory.growth * 100).toFixed(1)}%)`,
);
for (const error of tally.firstErrors) console.log(`  first errors: ${error}`);
const passed = tally.total("server5xx") === 0 && tally.total("failures") === 0 && memory.flat;
console.log(`soak: ${passed ? "passed" : "FAILED"} (zero 5xx, no failures, memory within 15%)`);
process.exit(passed ? 0 : 1);
