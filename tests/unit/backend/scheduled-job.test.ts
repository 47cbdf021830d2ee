import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type PgBoss from "pg-boss";
import type { Logger } from "@/lib/backend/logger";
import { scheduleJob } from "@/lib/backend/task-runtime/scheduled-job";

/**
 * A scheduled job in a worker process: its queue worked here, and a job sent to it at each firing of its cron, in
 * that minute's singleton slot (the API tests show pg-boss keeping one job per slot, and the worker running it).
 */
const log = { warn: vi.fn() } as unknown as Logger;

function fakeBoss() {
  const calls: string[] = [];
  const sends: { name: string; options: unknown; at: string }[] = [];
  const boss = {
    getQueue: async () => null,
    createQueue: async (name: string, options: { policy: string }) => void calls.push(`create ${name} ${options.policy}`),
    unschedule: async (name: string) => void calls.push(`unschedule ${name}`),
    work: async (name: string) => void calls.push(`work ${name}`),
    send: async (name: string, _data: object, options: unknown) => {
      sends.push({ name, options, at: new Date().toISOString() });
      return "job-id";
    },
  };
  return { boss: boss as unknown as PgBoss, calls, sends };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-30T05:10:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("scheduleJob", () => {
  it("works the job's singleton queue and sends it a job at each firing, in that minute's singleton slot", async () => {
    const { boss, calls, sends } = fakeBoss();
    const timer = await scheduleJob(boss, { queue: "feed-ingest", cron: "*/15 * * * *", run: async () => undefined }, log);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    timer?.stop();
    expect(calls).toEqual(["create feed-ingest singleton", "unschedule feed-ingest", "work feed-ingest"]);
    expect(sends).toEqual([
      { name: "feed-ingest", options: { singletonSeconds: 60 }, at: "2026-11-30T05:15:30.000Z" },
      { name: "feed-ingest", options: { singletonSeconds: 60 }, at: "2026-11-30T05:30:30.000Z" },
    ]);
  });

  it("with its cron off still works the queue, and sends nothing by the clock", async () => {
    const { boss, calls, sends } = fakeBoss();
    const timer = await scheduleJob(boss, { queue: "feed-ingest", cron: "off", run: async () => undefined }, log);
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    expect(timer).toBeUndefined();
    expect(calls).toContain("work feed-ingest");
    expect(sends).toEqual([]);
  });
});
