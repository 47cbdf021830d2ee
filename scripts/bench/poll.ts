/**
 * `npm run bench:poll`: the task page's 1 s status poll at scale. 200 polls/s for BENCH_POLL_SECONDS (default 10)
 * against one task of 2,000 steps on the standalone backend (`npm run backend`, embedded PostgreSQL), first without
 * the `after` cursor (every poll carries the whole trajectory), then with it (each poll asks for the steps after
 * one the client already has, 0–3 back from the end, as an up-to-date page does). Prints p50/p99 latency, bytes per
 * poll and the rate achieved. Goal (issue 6): p99 ≤ 20 ms with the cursor.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { readBackendConfig } from "@/lib/backend/config";
import { chatSessions, tasks, taskSteps, users } from "@/lib/backend/db/schema";
import { startBackend } from "@/lib/backend/runtime";
import { issueToken } from "@/lib/backend/services/user/tokens";
import { isEntryPoint } from "./entry-point";
import { percentile } from "./percentile";
import { startServer } from "./servers";
import { benchPort, benchSetting } from "./settings";

const STEPS = 2000;
export const POLL_RATE = 200;
const SECONDS = benchSetting("BENCH_POLL_SECONDS", 10, 1);
const PORT = benchPort(3441);
const DATA_DIR = "data/bench/poll";
const url = `http://127.0.0.1:${PORT}`;

function stepContent(seq: number): { name: string | null; content: string } {
  const assistant = seq % 2 === 1;
  const message = assistant
    ? {
        role: "assistant",
        content: `Step ${seq}: reading the next group of papers and comparing their evaluation setups.`,
        reasoning_content: "The previous results suggest looking at retrieval quality separately from generation quality. ".repeat(3),
        tool_calls: [{ id: `call_${seq}`, type: "function", function: { name: "todo", arguments: JSON.stringify({ todos: [{ content: "Search", status: "completed" }, { content: "Read", status: "in_progress" }] }) } }],
      }
    : { role: "tool", name: "todo", tool_call_id: `call_${seq - 1}`, content: "Todo list updated: 1/2 completed." };
  return { name: assistant ? null : "todo", content: JSON.stringify({ type: "trajectory", payload: { messages: [message] } }) };
}

async function seed(): Promise<{ token: string; taskId: string }> {
  const runtime = await startBackend(readBackendConfig({ ...process.env, DATA_DIR, RUN_WORKERS: "false", LOG_LEVEL: "warn" }), { runWorkers: false });
  try {
    const { db } = runtime.deps;
    const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@poll.example.org`, platform: "email" }).returning();
    if (!user) throw new Error("no user");
    const token = await issueToken(runtime.deps, user.id);
    const [session] = await db.insert(chatSessions).values({ userId: user.id, title: "poll bench" }).returning();
    if (!session) throw new Error("no session");
    const [task] = await db
      .insert(tasks)
      .values({ userId: user.id, sessionId: session.id, agentName: "Deep Search Agent", query: "poll bench", stepCount: STEPS })
      .returning();
    if (!task) throw new Error("no task");
    for (let start = 1; start <= STEPS; start += 500) {
      await db.insert(taskSteps).values(Array.from({ length: 500 }, (_, i) => ({ taskId: task.id, seq: start + i, ...stepContent(start + i) })));
    }
    return { token, taskId: task.id };
  } finally {
    await runtime.close();
  }
}

type Result = { latencies: number[]; bytes: number[]; failed: number; seconds: number };

async function load(token: string, taskId: string, cursor: boolean): Promise<Result> {
  const result: Result = { latencies: [], bytes: [], failed: 0, seconds: 0 };
  const headers = { AuthToken: token, token };
  const total = POLL_RATE * SECONDS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    // Open loop: each poll leaves at its scheduled time whether or not earlier ones have answered.
    const due = started + (index * 1000) / POLL_RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const query = new URLSearchParams({ taskId, timestamp: String(Date.now()) });
    if (cursor) query.set("after", String(STEPS - (index % 4)));
    const sent = performance.now();
    inFlight.push(
      fetch(`${url}/api/task/get_task?${query}`, { headers })
        .then(async (answer) => {
          const body = await answer.arrayBuffer();
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
          result.latencies.push(performance.now() - sent);
          result.bytes.push(body.byteLength);
        })
        .catch(() => void (result.failed += 1)),
    );
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export type PollRow = { cursor: boolean; polls: number; failed: number; ratePerSecond: number; p50Ms: number; p99Ms: number; bytesPerPoll: number };

export async function run(): Promise<PollRow[]> {
  const server = await startServer("npx", ["tsx", "--conditions=react-server", "scripts/backend.ts"], url, {
    DATA_DIR,
    BACKEND_PORT: String(PORT),
    RUN_WORKERS: "false",
  });
  try {
    const { token, taskId } = await seed();
    await load(token, taskId, true); // Warm-up: JIT, connection pool, PostgreSQL caches.
    const rows: PollRow[] = [];
    for (const cursor of [false, true]) {
      const r = await load(token, taskId, cursor);
      rows.push({
        cursor,
        polls: r.latencies.length,
        failed: r.failed,
        ratePerSecond: r.latencies.length / r.seconds,
        p50Ms: percentile(r.latencies, 50),
        p99Ms: percentile(r.latencies, 99),
        bytesPerPoll: r.bytes.reduce((a, b) => a + b, 0) / Math.max(1, r.bytes.length),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (isEntryPoint(import.meta.url)) {
  const rows = await run();
  console.log(`\nbench:poll — ${POLL_RATE} polls/s for ${SECONDS} s, task of ${STEPS} steps, standalone backend on the embedded PostgreSQL`);
  console.table(
    rows.map((row) => ({
      mode: row.cursor ? "with after cursor" : "without cursor",
      polls: row.polls,
      failed: row.failed,
      "rate /s": Math.round(row.ratePerSecond),
      "p50 ms": Number(row.p50Ms.toFixed(2)),
      "p99 ms": Number(row.p99Ms.toFixed(2)),
      "bytes/poll": Math.round(row.bytesPerPoll),
    })),
  );
}
