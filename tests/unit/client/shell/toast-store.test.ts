import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "@/lib/client/shell/toast-store";

function storeAt(start = 1_000) {
  let now = start;
  const store = createToastStore({ now: () => now });
  return { store, advance: (ms: number) => (now += ms) };
}

const messages = (toasts: ReadonlyArray<{ message: string }>) => toasts.map((toast) => toast.message);

// Spec §5/§9: identical toast messages repeat at most once per 5 seconds, so a burst of failing calls is one toast.
describe("toast dedupe", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the same message twice within 5 s only once", () => {
    const { store, advance } = storeAt();
    expect(store.showToast("warning", "Request error")).toBeDefined();
    advance(4_999);
    expect(store.showToast("warning", "Request error")).toBeUndefined();
    expect(messages(store.getSnapshot())).toEqual(["Request error"]);
  });

  it("shows the same message again once 5 s have passed", () => {
    const { store, advance } = storeAt();
    store.showToast("warning", "Request error");
    advance(5_000);
    expect(store.showToast("warning", "Request error")).toBeDefined();
  });

  it("shows different messages, and the same text at different levels, side by side", () => {
    const { store } = storeAt();
    store.showToast("warning", "Request error");
    store.showToast("warning", "Server error");
    store.showToast("error", "Request error");
    expect(messages(store.getSnapshot())).toEqual(["Request error", "Server error", "Request error"]);
  });

  it("lets a message show again after every toast was cleared (the 401 path re-shows its text)", () => {
    const { store } = storeAt();
    store.showToast("warning", "Please log in");
    store.dismissAllToasts();
    expect(store.showToast("warning", "Please log in")).toBeDefined();
  });
});

describe("toast lifetime", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("dismisses a toast by itself after about 4 s", () => {
    const store = createToastStore();
    store.showToast("info", "Saved");
    vi.advanceTimersByTime(3_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("dismisses one toast on request and keeps the others", () => {
    const store = createToastStore();
    const first = store.showToast("info", "One");
    store.showToast("info", "Two");
    store.dismissToast(first ?? "");
    expect(messages(store.getSnapshot())).toEqual(["Two"]);
  });

  it("carries the contact link flag", () => {
    const store = createToastStore();
    store.showToast("warning", "Limit reached", { contactLink: true });
    store.showToast("warning", "Plain");
    expect(store.getSnapshot().map((toast) => toast.contactLink)).toEqual([true, false]);
  });

  it("notifies subscribers with a new snapshot per change and a stable one otherwise", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.showToast("success", "Connection resumed");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.dismissAllToasts();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getServerSnapshot()).toEqual([]);
  });
});

// Spec §9: the mobile notice stays 3 s, shorter than the default.
describe("toast duration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a toast with its own duration leaves after that time", () => {
    const store = createToastStore({ autoDismissMs: 4_000 });
    store.showToast("info", "Function not available on mobile. Please switch to PC to continue.", { durationMs: 3_000 });
    vi.advanceTimersByTime(2_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
