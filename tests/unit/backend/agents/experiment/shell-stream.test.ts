import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flushDelayMs, LOGGED_CHARS, shellStream, STEP_CHARS } from "@/lib/backend/agents/experiment/shell-stream";
import type { ShellLog } from "@/lib/contract/entities/task";

/**
 * Shell output reaches the terminal view as steps (spec §3 "shell log"). If batching is wrong, the researcher waits
 * for output that has long been printed, or a long training run fills the task's step limit and the task fails.
 */
let stored: ShellLog[][];
const append = async (logs: readonly ShellLog[]) => void stored.push([...logs]);

beforeEach(() => {
  stored = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a process's shell log", () => {
  it("stores what was printed within a second as one step, tagged with the process id", async () => {
    const stream = shellStream("a1b2c3d4", append);
    stream.write("epoch 1\n");
    stream.write("epoch 2\n");
    expect(stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored).toEqual([[{ process_id: "a1b2c3d4", data: "epoch 1\nepoch 2\n" }]]);
    stream.write("done\n");
    await stream.close();
    expect(stored.at(-1)).toEqual([{ process_id: "a1b2c3d4", data: "done\n" }]);
  });

  it("stores a big burst at once, in order", async () => {
    const stream = shellStream("p", append);
    stream.write("x".repeat(STEP_CHARS));
    stream.write("y");
    await stream.close();
    expect(stored.map(([log]) => log?.data.length)).toEqual([STEP_CHARS, 1]);
  });

  it("writes a few dozen steps over a 30-minute run that prints every second", async () => {
    const stream = shellStream("p", append);
    for (let second = 0; second < 1800; second += 1) {
      stream.write(`step ${second}\n`);
      await vi.advanceTimersByTimeAsync(1000);
    }
    await stream.close();
    expect(stored.length).toBeLessThan(50);
    expect(stored.map(([log]) => log?.data).join("")).toContain("step 1799\n");
    expect([0, 9, 10, 19, 20, 29, 30, 100].map(flushDelayMs)).toEqual([1000, 1000, 5000, 5000, 30_000, 30_000, 120_000, 120_000]);
  });

  it("stops logging past its limit and says how much was left out", async () => {
    const stream = shellStream("p", append);
    stream.write("z".repeat(LOGGED_CHARS + 10));
    await stream.close();
    const data = stored.map(([log]) => log?.data ?? "").join("");
    expect(data.startsWith("z".repeat(LOGGED_CHARS))).toBe(true);
    expect(data.slice(LOGGED_CHARS)).toBe(`\n[10 more characters of output were not logged: the log keeps the first ${LOGGED_CHARS}.]\n`);
  });

  it("gives up quietly once the run may no longer write (the task was cancelled)", async () => {
    let calls = 0;
    const stream = shellStream("p", async () => {
      calls += 1;
      throw new Error("lease lost");
    });
    stream.write("a");
    await vi.advanceTimersByTimeAsync(1000);
    stream.write("b");
    await expect(stream.close()).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });
});
