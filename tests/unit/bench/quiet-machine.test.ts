import { describe, expect, it } from "vitest";
import { busyShare, parseCpuTimes } from "@/scripts/bench/quiet-machine";

describe("the quiet-machine wait", () => {
  it("reads all and idle ticks (idle + iowait) from /proc/stat's first line, guest time left out", () => {
    const stat = "cpu  100 5 50 800 20 1 2 3 40 0\ncpu0 50 2 25 400 10 0 1 1 20 0\n";
    expect(parseCpuTimes(stat)).toEqual({ total: 981, idle: 820 });
  });

  it("says what share of the cores was busy between two readings", () => {
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 950 })).toBeCloseTo(0.25);
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 1000 })).toBe(0);
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1000, idle: 800 })).toBe(0);
  });
});
