import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCodeResendTimers } from "@/lib/client/account/code-resend-timer";

// Spec §4: the send button becomes a 60-second countdown, then returns; each purpose counts on its own.
describe("code resend timer store", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("counts 60 → 0 in whole seconds and notifies on each change", () => {
    const countdowns = createCodeResendTimers();
    const listener = vi.fn();
    countdowns.subscribe(listener);

    countdowns.start("REGISTER");
    expect(countdowns.secondsLeft("REGISTER")).toBe(60);
    expect(countdowns.secondsLeft("RESET_PASSWORD")).toBe(0);

    vi.advanceTimersByTime(1_000);
    expect(countdowns.secondsLeft("REGISTER")).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(countdowns.secondsLeft("REGISTER")).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(countdowns.secondsLeft("REGISTER")).toBe(0);
    expect(listener).toHaveBeenCalledTimes(61);

    // The ticker stops once nothing counts.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("restarts from 60 when started again", () => {
    const countdowns = createCodeResendTimers();
    countdowns.start("RESET_PASSWORD");
    vi.advanceTimersByTime(61_000);
    countdowns.start("RESET_PASSWORD");
    expect(countdowns.secondsLeft("RESET_PASSWORD")).toBe(60);
  });
});
