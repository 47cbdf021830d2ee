import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "@/lib/client/shell/throttle";

describe("throttle (§9: scroll handling throttled at 300 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first call at once, then the last call of the burst at the end of the window", () => {
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 300);
    run(1);
    run(2);
    run(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(1000);
    run(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it("cancel drops a pending call", () => {
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 300);
    run(1);
    run(2);
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1]);
  });
});
