import "server-only";
import cronParser from "cron-parser";
import type { Logger } from "../logger";

/**
 * Fires at each minute a cron expression names (UTC), on one timer set per firing.
 *
 * pg-boss's own cron (its `schedule` option) checks every schedule every 30 s in each worker process, and for each
 * one cron-parser walks back minute by minute through luxon to its last time: code that never gets hot at that rate,
 * and that blocked an idle process's event loop 18–54 ms at a time (README, performance notes). Here that walk runs
 * once a firing.
 *
 * A firing goes off FIRE_DELAY_MS into its minute: the job it sends is kept once per minute by pg-boss's singleton
 * slot, which counts minutes by the database's clock, so processes whose clocks are up to 30 s off still send one
 * job per firing between them (scheduled-job.ts).
 */
export const FIRE_DELAY_MS = 30_000;

/** setTimeout's longest wait; a longer one would fire at once, and a yearly cron's next firing is further away. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export type CronTimer = { stop: () => void };

/** The first minute `cron` names strictly after `after`; throws on an expression cron-parser rejects. */
export function nextFiring(cron: string, after: Date): Date {
  return cronParser.parseExpression(cron, { currentDate: after, tz: "UTC" }).next().toDate();
}

/** Whether cron-parser takes `text` as a cron expression: settings are checked when a process starts, not at a firing. */
export function isCronExpression(text: string): boolean {
  try {
    nextFiring(text, new Date());
    return true;
  } catch {
    return false;
  }
}

/** Calls `fire` at each firing until stopped; a failed call is logged and the next firing still comes. */
export function startCronTimer(cron: string, fire: () => Promise<unknown>, log: Logger): CronTimer {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function arm(minute: Date) {
    const wait = minute.getTime() + FIRE_DELAY_MS - Date.now();
    timer = wait > LONGEST_WAIT_MS ? setTimeout(() => arm(minute), LONGEST_WAIT_MS) : setTimeout(() => void go(minute), wait);
    timer.unref();
  }

  async function go(minute: Date) {
    try {
      await fire();
    } catch (error) {
      log.warn({ err: error, cron }, "scheduled job not sent");
    }
    // Counted from the minute now running, not the one that fired: a process that was suspended skips the firings it
    // slept through instead of sending them one after another.
    if (!stopped) arm(nextFiring(cron, new Date(Math.max(minute.getTime(), Date.now() - FIRE_DELAY_MS))));
  }

  // A process started less than FIRE_DELAY_MS into a named minute still fires it.
  arm(nextFiring(cron, new Date(Date.now() - FIRE_DELAY_MS)));
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
