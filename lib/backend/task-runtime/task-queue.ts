import "server-only";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { setTimeout } from "node:timers/promises";
import PgBoss from "pg-boss";
import type { TaskQueue } from "../deps";
import type { Logger } from "../logger";
import { claimTask, orphanedTaskIds } from "./task-lease";
import { type RunnerDeps, runClaimedTask, type StopReason } from "./task-runner";
import { createSlots } from "../concurrency-slots";
import { creditResetJob } from "../services/credit/monthly-reset";
import { feedIngestJob, ingestFeedOnStart } from "../services/feed/feed-schedule";
import type { CronTimer } from "./cron-timer";
import { ensureQueue, scheduleJob } from "./scheduled-job";
import { queueErrorFields } from "./queue-error";

/**
 * Durable task execution on pg-boss (DESIGN §3 "jobs"). A queue message only says "run task X now"; the task row's
 * lease decides who runs it (task-lease.ts). So a message may be sent twice or lost without harm: a duplicate finds
 * the task already leased, and the sweep re-sends tasks whose lease expired (their worker died) or that were never
 * claimed. Workers run inside web processes unless RUN_WORKERS=false, and in `npm run worker` processes. Worker
 * processes also run the scheduled jobs (scheduled-job.ts: the credit reset, the feed's ingestion) on the same pg-boss.
 */
const QUEUE = "task-run";
const SHUTDOWN_GRACE_MS = 25_000;

export type TaskQueueOptions = { databaseUrl: string; runWorkers: boolean; log: Logger };

export async function startTaskQueue(deps: RunnerDeps, options: TaskQueueOptions): Promise<TaskQueue> {
  const { config } = deps;
  const log = options.log;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 3,
    application_name: "task-queue",
    // pg-boss's supervision only where work is done; a web process without workers just sends.
    supervise: options.runWorkers,
    // Its cron would walk every schedule every 30 s; scheduled-job.ts keeps one timer per schedule instead.
    schedule: false,
  });
  boss.on("error", (error) => log.warn({ queueError: queueErrorFields(error) }, "task queue error"));
  await boss.start();
  await ensureQueue(boss, QUEUE, "standard");

  const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, AbortController>();
  const slots = createSlots(config.TASK_WORKER_CONCURRENCY);
  let workerId: string | undefined;
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  const cronTimers: CronTimer[] = [];
  let closing = false;

  async function dispatch(taskId: string) {
    await boss.send(QUEUE, { taskId }, { retryLimit: 2, retryDelay: 1 });
    if (workerId) boss.notifyWorker(workerId);
  }

  /** Claims and starts the task in the background; the job is done once the run has started (or is not ours). */
  async function take(taskId: string) {
    await slots.acquire();
    if (closing) return slots.release();
    const task = await claimTask(deps.db, taskId, owner, config.TASK_LEASE_SECONDS).catch((error: unknown) => {
      slots.release();
      throw error;
    });
    if (!task) return slots.release();
    const controller = new AbortController();
    running.set(taskId, controller);
    log.info({ taskId, attempt: task.attempts, agent: task.agentName }, "task run started");
    void runClaimedTask(deps, task, owner, controller, log)
      .then(async (outcome) => {
        log.info({ taskId, outcome }, "task run ended");
        if (outcome === "handed-back") await dispatch(taskId);
      })
      .catch((error: unknown) => log.error({ err: error, taskId }, "task run crashed"))
      .finally(() => {
        running.delete(taskId);
        slots.release();
      });
  }

  async function sweep() {
    try {
      for (const taskId of await orphanedTaskIds(deps.db, config.TASK_LEASE_SECONDS)) await dispatch(taskId);
    } catch (error) {
      log.warn({ err: error }, "task sweep failed");
    }
  }

  if (options.runWorkers) {
    workerId = await boss.work<{ taskId: string }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: config.TASK_POLL_SECONDS }, async ([job]) => {
      if (job) await take(job.data.taskId);
    });
    const feedDeps = { db: deps.db, config, log };
    for (const job of [creditResetJob(deps.db, config.CREDIT_RESET_CRON, log), feedIngestJob(feedDeps)]) {
      const timer = await scheduleJob(boss, job, log);
      if (timer) cronTimers.push(timer);
    }
    await ingestFeedOnStart(boss, feedDeps);
    await sweep();
    sweepTimer = setInterval(() => void sweep(), config.TASK_SWEEP_SECONDS * 1000);
    sweepTimer.unref();
  }

  return {
    dispatch,
    stopLocal(taskId) {
      running.get(taskId)?.abort("cancelled" satisfies StopReason);
    },
    async close() {
      closing = true;
      clearInterval(sweepTimer);
      for (const timer of cronTimers) timer.stop();
      if (workerId) await boss.offWork(QUEUE);
      for (const controller of running.values()) controller.abort("shutdown" satisfies StopReason);
      await waitUntil(() => running.size === 0, SHUTDOWN_GRACE_MS);
      await boss.stop({ graceful: false, close: true, wait: true, timeout: 5000 });
    },
  };
}

async function waitUntil(done: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!done() && Date.now() < until) await setTimeout(50);
}
