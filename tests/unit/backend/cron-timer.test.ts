import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import type { Logger } from "@/lib/backend/logger";
import { FIRE_DELAY_MS, nextFiring, startCronTimer } from "@/lib/backend/task-runtime/cron-timer";

/**
 * The worker processes' schedules (the credit reset, the feed's ingestion): one timer per firing, going off
 * FIRE_DELAY_MS into each minute the cron names, on a clock these tests move.
 */
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;

function firings() {
  const at: string[] = [];
  const fire = vi.fn(async () => {
    at.push(new Date().toISOString());
  });
  return { at, fire };
}

beforeEach(() => {
  vi.useFakeTimers();
  warnings.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("nextFiring", () => {
  it("answers the first named minute strictly after the time given, in UTC", () => {
    expect(nextFiring("20 * * * *", new Date("2026-11-30T05:21:00Z")).toISOString()).toBe("2026-11-30T06:20:00.000Z");
    expect(nextFiring("*/5 * * * *", new Date("2026-11-30T05:00:00Z")).toISOString()).toBe("2026-11-30T05:05:00.000Z");
  });

  it("throws on an expression that is not a cron", () => {
    expect(() => nextFiring("every hour", new Date())).toThrow();
  });
});

describe("the schedule settings", () => {
  it("refuse an expression that is not a cron at start, naming the setting", () => {
    expect(() => readBackendConfig({ NODE_ENV: "test", CREDIT_RESET_CRON: "every 5 minutes" })).toThrow(/CREDIT_RESET_CRON: a cron expression/);
    expect(() => readBackendConfig({ NODE_ENV: "test", FEED_INGEST_CRON: "61 * * * *" })).toThrow(/FEED_INGEST_CRON: a cron expression/);
  });

  it("take cron expressions, and off for the feed", () => {
    const config = readBackendConfig({ NODE_ENV: "test", CREDIT_RESET_CRON: "0 3 * * 1-5", FEED_INGEST_CRON: "off" });
    expect([config.CREDIT_RESET_CRON, config.FEED_INGEST_CRON]).toEqual(["0 3 * * 1-5", "off"]);
  });
});

describe("startCronTimer", () => {
  it("fires half a minute into each named minute, and only then", async () => {
    vi.setSystemTime(new Date("2026-11-30T05:02:00Z"));
    const { at, fire } = firings();
    const timer = startCronTimer("*/5 * * * *", fire, log);
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    timer.stop();
    expect(FIRE_DELAY_MS).toBe(30_000);
    expect(at).toEqual(["2026-11-30T05:05:30.000Z", "2026-11-30T05:10:30.000Z"]);
  });

  it("still fires the minute it started in when it started less than half a minute into it", async () => {
    vi.setSystemTime(new Date("2026-11-30T05:05:10Z"));
    const { at, fire } = firings();
    const timer = startCronTimer("*/5 * * * *", fire, log);
    await vi.advanceTimersByTimeAsync(60_000);
    timer.stop();
    expect(at).toEqual(["2026-11-30T05:05:30.000Z"]);
  });

  it("skips the firings a suspended process slept through instead of sending them one after another", async () => {
    vi.setSystemTime(new Date("2026-11-30T05:04:00Z"));
    const { at, fire } = firings();
    const timer = startCronTimer("* * * * *", fire, log);
    // The machine sleeps for an hour: the clock jumps, and the timer set for 05:04:30 goes off late, once.
    vi.setSystemTime(new Date("2026-11-30T06:04:40Z"));
    await vi.advanceTimersByTimeAsync(60_000);
    timer.stop();
    expect(at).toEqual(["2026-11-30T06:05:10.000Z", "2026-11-30T06:05:30.000Z"]);
  });

  it("waits out a firing further away than setTimeout's longest wait instead of firing at once", async () => {
    vi.setSystemTime(new Date("2026-11-30T05:00:00Z"));
    const { at, fire } = firings();
    const timer = startCronTimer("0 0 1 1 *", fire, log);
    await vi.advanceTimersByTimeAsync(30 * 24 * 3600_000);
    expect(at).toEqual([]);
    await vi.advanceTimersByTimeAsync(3 * 24 * 3600_000);
    timer.stop();
    expect(at).toEqual(["2027-01-01T00:00:30.000Z"]);
  });

  it("logs a firing whose send failed and still fires the next", async () => {
    vi.setSystemTime(new Date("2026-11-30T05:00:40Z"));
    let calls = 0;
    const timer = startCronTimer(
      "* * * * *",
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("database down");
      },
      log,
    );
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    timer.stop();
    expect(calls).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it("fires no more once stopped", async () => {
    vi.setSystemTime(new Date("2026-11-30T05:00:00Z"));
    const { at, fire } = firings();
    startCronTimer("* * * * *", fire, log).stop();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(at).toEqual([]);
  });
});
