import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "@/lib/backend/logger";
import { exitOnceClosed, STOP_DEADLINE_MS } from "@/lib/backend/process-stop";

/**
 * The stop of `npm run backend` and `npm run worker`: the process exits once its runtime has closed, and exits
 * anyway, with an error, when the close fails or outlasts the deadline (on a clock these tests move).
 */
const errors: unknown[][] = [];
const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;

beforeEach(() => {
  vi.useFakeTimers();
  errors.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("exitOnceClosed", () => {
  it("exits 0 once the close has ended, and not before", async () => {
    let closed!: () => void;
    const exit = vi.fn();
    const stopping = exitOnceClosed(() => new Promise<void>((resolve) => (closed = resolve)), log, exit);
    await vi.advanceTimersByTimeAsync(STOP_DEADLINE_MS - 1);
    expect(exit).not.toHaveBeenCalled();
    closed();
    await stopping;
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
    expect(errors).toEqual([]);
  });

  it("exits 1 at the deadline when the close never ends, saying so", async () => {
    const exit = vi.fn();
    const stopping = exitOnceClosed(() => new Promise<void>(() => undefined), log, exit);
    await vi.advanceTimersByTimeAsync(STOP_DEADLINE_MS);
    await stopping;
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(errors[0]?.[1]).toMatch(/had not stopped within its deadline/);
  });

  it("exits 1 when the close fails, logging the error", async () => {
    const exit = vi.fn();
    await exitOnceClosed(() => Promise.reject(new Error("database gone")), log, exit);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(errors[0]).toEqual([{ err: new Error("database gone") }, "backend shutdown failed"]);
  });
});
