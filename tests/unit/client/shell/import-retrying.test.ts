import { afterEach, describe, expect, it, vi } from "vitest";
import { IMPORT_RETRY_DELAYS_MS, importRetrying } from "@/lib/client/shell/import-retrying";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const chunkError = () => Object.assign(new Error("Failed to load chunk /_next/static/chunks/a.js"), { name: "ChunkLoadError" });

/** A load that fails `failures` times, then brings its module. */
function flakyLoad(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkError();
    return { loaded: true };
  });
  return load;
}

/** A connection the test turns on; `untilOnline` resolves when it does. */
function connection(online: boolean) {
  let comeOnline = () => {};
  const state = {
    online,
    isOnline: () => state.online,
    untilOnline: vi.fn(() => new Promise<void>((resolve) => (comeOnline = resolve))),
    reconnect() {
      state.online = true;
      comeOnline();
    },
  };
  return state;
}

// If this failed, a dialog or panel opened during a network drop would take the whole page down with it (issue 22's
// lazy loading): the component would be remembered as failed and thrown to Next's error page.
describe("importRetrying", () => {
  it("loads once when the first load works", async () => {
    const load = flakyLoad(0);
    await expect(importRetrying(load, { isOnline: () => true })).resolves.toEqual({ loaded: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offline, waits for the connection without giving up, however many loads fail", async () => {
    const net = connection(false);
    const load = flakyLoad(1);
    const settled = vi.fn();
    void importRetrying(load, { isOnline: net.isOnline, untilOnline: net.untilOnline, retryDelaysMs: [] }).then(settled, settled);
    await vi.waitFor(() => expect(net.untilOnline).toHaveBeenCalledTimes(1));
    expect(settled).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    net.reconnect();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith({ loaded: true }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online, tries again after each delay and brings the module when a retry works", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const [first = 0, second = 0] = IMPORT_RETRY_DELAYS_MS;
    const load = flakyLoad(2);
    const settled = vi.fn();
    void importRetrying(load, { isOnline: () => true }).then(settled, settled);
    await vi.advanceTimersByTimeAsync(first - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(second);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith({ loaded: true });
  });

  it("online, throws the last failure once the retries are spent (a chunk a deploy took away)", async () => {
    const load = flakyLoad(Number.POSITIVE_INFINITY);
    const wait = vi.fn(async () => {});
    await expect(importRetrying(load, { isOnline: () => true, wait, retryDelaysMs: [5, 10] })).rejects.toMatchObject({ name: "ChunkLoadError" });
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[5], [10]]);
  });

  it("does not count the failures while offline against the retries online", async () => {
    let online = false;
    const load = vi.fn(async () => {
      throw chunkError();
    });
    const untilOnline = vi.fn(async () => {
      online = true;
    });
    const wait = vi.fn(async () => {});
    await expect(importRetrying(load, { isOnline: () => online, untilOnline, wait, retryDelaysMs: [1] })).rejects.toThrow("Failed to load chunk");
    // One offline failure, then the first online one and its one retry.
    expect(load).toHaveBeenCalledTimes(3);
    expect(untilOnline).toHaveBeenCalledTimes(1);
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it("reads the browser's connection and its online event by default", async () => {
    const events = new EventTarget();
    const browser = { onLine: false };
    vi.stubGlobal("navigator", browser);
    vi.stubGlobal("window", events);
    const load = flakyLoad(1);
    const settled = vi.fn();
    void importRetrying(load).then(settled, settled);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    browser.onLine = true;
    events.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith({ loaded: true }));
  });

  it("does not wait for an online event when the browser came back before it listened", async () => {
    const browser = { onLine: false };
    vi.stubGlobal("navigator", browser);
    // The connection returns between the failure and the listener: its online event has already fired.
    vi.stubGlobal("window", { addEventListener: () => (browser.onLine = true) });
    const load = flakyLoad(1);
    await expect(importRetrying(load)).resolves.toEqual({ loaded: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
