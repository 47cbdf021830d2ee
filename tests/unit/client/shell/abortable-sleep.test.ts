import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sleep } from "@/lib/client/shell/abortable-sleep";

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => vi.useRealTimers());

// The client's one wait: if it failed, a page that was left would still open a dialog or a panel seconds later.
describe("sleep", () => {
  it("resolves true once the time has passed", async () => {
    const done = vi.fn();
    void sleep(1000, new AbortController().signal).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith(true);
  });

  it("resolves false at once when the signal aborts, and leaves no timer behind", async () => {
    const aborter = new AbortController();
    const pending = sleep(1000, aborter.signal);
    aborter.abort();
    await expect(pending).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("resolves false without waiting for a signal aborted before", async () => {
    const aborter = new AbortController();
    aborter.abort();
    await expect(sleep(1000, aborter.signal)).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
