import "server-only";
import type PgBoss from "pg-boss";
import type { Logger } from "../logger";
import { type CronTimer, startCronTimer } from "./cron-timer";

/** A job worker processes run on a cron (UTC; "off": never by the clock): its queue, its cron, and its work. */
export type ScheduledJob = { queue: string; cron: string; run: () => Promise<void> };

/** Creates the queue unless it exists; another process may create it between the check and the insert. */
export async function ensureQueue(boss: PgBoss, name: string, policy: PgBoss.QueuePolicy): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, { name, policy });
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

/**
 * Works the job's queue in this process and sends it a job at each firing of its cron (cron-timer.ts). The queue's
 * singleton policy keeps two runs from overlapping; the send's one-minute singleton slot keeps one job per firing
 * when several workers send it.
 */
export async function scheduleJob(boss: PgBoss, job: ScheduledJob, log: Logger): Promise<CronTimer | undefined> {
  await ensureQueue(boss, job.queue, "singleton");
  // Earlier releases scheduled on pg-boss's own cron, which no process runs any more: its row would only mislead.
  await boss.unschedule(job.queue);
  await boss.work(job.queue, job.run);
  return job.cron === "off" ? undefined : startCronTimer(job.cron, () => sendFiring(boss, job.queue), log);
}

/** The job of one firing; the id, or null when another process already sent this minute's. */
export function sendFiring(boss: PgBoss, queue: string): Promise<string | null> {
  return boss.send(queue, {}, { singletonSeconds: 60 });
}
