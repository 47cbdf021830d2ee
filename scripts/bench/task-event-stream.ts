/**
 * The task event stream for bench:sse: a running task whose steps are written every STEP_MS straight into the
 * backend's database, and a reader of GET /api/task/events/:taskId that times each update.
 *
 * The server reads the task every second and sends the steps written since (task-events.ts), so the time from a
 * step being written to its arrival is mostly that second's wait, the same on every path. Writing a step every
 * STEP_MS makes the newest step of an update at most ~STEP_MS older than the server's read: an update's lag is its
 * arrival − its newest step's createdAt (the database's clock, this machine's), i.e. read + send + relay, plus that
 * small constant the direct and the BFF path share.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { createParser } from "eventsource-parser";
import type { Database } from "@/lib/backend/db/client";
import { chatSessions, tasks, taskSteps, users } from "@/lib/backend/db/schema";
import type { Caller } from "./accounts";
import { getEventStream } from "./event-stream-get";

const STEP_MS = 5;
const stepContent = (seq: number) => JSON.stringify({ type: "trajectory", payload: { messages: [{ role: "assistant", content: `Bench step ${seq}.` }] } });

export type RunningTask = { taskId: string; finish(): Promise<void> };

/** A processing task of `email`'s, leased far ahead (no worker takes it over), gaining a step every STEP_MS. */
export async function startStepWriter(db: Database, email: string): Promise<RunningTask> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no account ${email}`);
  const [session] = await db.insert(chatSessions).values({ userId: user.id, title: "task events bench" }).returning();
  if (!session) throw new Error("no session row");
  const leaseExpiresAt = new Date(Date.now() + 3_600_000);
  const [task] = await db
    .insert(tasks)
    .values({ userId: user.id, sessionId: session.id, agentName: "Deep Search Agent", query: "task events bench", leaseOwner: "bench", leaseExpiresAt })
    .returning();
  if (!task) throw new Error("no task row");
  let stopped = false;
  const writing = (async () => {
    for (let seq = 1; !stopped; seq += 1) {
      await db.insert(taskSteps).values({ taskId: task.id, seq, name: null, content: stepContent(seq) });
      await sleep(STEP_MS);
    }
  })();
  return {
    taskId: task.id,
    async finish() {
      stopped = true;
      await writing;
      await db.update(tasks).set({ status: "finish", finishedAt: new Date(), leaseOwner: null, leaseExpiresAt: null }).where(eq(tasks.id, task.id));
    },
  };
}

export type TaskStreamRead = { lags: number[]; firstEventMs: number; failure?: string };

type Update = { steps?: Array<{ createdAt?: number }> };

/**
 * Reads `updates` updates after the first (which carries the steps so far) and leaves.
 */
export function readTaskEvents(caller: Caller, taskId: string, updates: number, timeoutMs: number): Promise<TaskStreamRead> {
  const lags: number[] = [];
  const startedAt = performance.now();
  let firstEventMs = Number.NaN;
  let seen = 0;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve({ lags, firstEventMs, failure: failure ?? (seen > updates ? undefined : `${seen} of ${updates + 1} updates`) });
    };
    const parser = createParser({
      onEvent: (event) => {
        const receivedAt = performance.timeOrigin + performance.now();
        if (event.event !== "update") return;
        seen += 1;
        if (seen === 1) return void (firstEventMs = receivedAt - performance.timeOrigin - startedAt);
        const newest = Math.max(...((JSON.parse(event.data) as Update).steps ?? []).map((step) => step.createdAt ?? Number.NaN));
        if (Number.isFinite(newest)) lags.push(receivedAt - newest);
        if (seen > updates) settle();
      },
    });
    const request = getEventStream(`${caller.base}/api/task/events/${taskId}`, caller.headers, timeoutMs, (text) => parser.feed(text), settle);
  });
}
