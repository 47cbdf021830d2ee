/**
 * Waiting for the machine to go quiet before a measurement that CPU contention distorts (a Lighthouse run: the
 * server, Chromium and Lighthouse already share two cores; the feed's ingestion, PostgreSQL's background work or
 * a process left over from the tests on top would take the run's points, not the page's code).
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** The machine's CPU time so far from /proc/stat's first line, in clock ticks: all of it, and the idle part. */
export type CpuTimes = { total: number; idle: number };

export function parseCpuTimes(procStat: string): CpuTimes {
  const fields = (procStat.split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
  const ticks = fields.slice(0, 8);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { total: ticks.reduce((sum, value) => sum + value, 0), idle };
}

/** The share (0–1) of all cores that was busy between two readings; 0 when no time passed. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 0 : 1 - (after.idle - before.idle) / total;
}

const QUIET_SHARE = 0.2;
const WINDOW_MS = 1000;

/**
 * Resolves once a one-second window finds the cores at most 20% busy, or after `maxWaitMs` (a machine that never
 * quiets down is measured anyway); says how busy it was, so a figure from a busy machine is not read as the code's.
 */
export async function waitForQuietMachine(maxWaitMs = 15_000): Promise<{ busy: number; waitedMs: number }> {
  const started = Date.now();
  let busy = 1;
  while (Date.now() - started < maxWaitMs) {
    const before = parseCpuTimes(readFileSync("/proc/stat", "utf8"));
    await sleep(WINDOW_MS);
    busy = busyShare(before, parseCpuTimes(readFileSync("/proc/stat", "utf8")));
    if (busy <= QUIET_SHARE) break;
  }
  return { busy, waitedMs: Date.now() - started };
}
