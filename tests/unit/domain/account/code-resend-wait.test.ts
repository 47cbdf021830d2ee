import { describe, expect, it } from "vitest";
import { resendWaitEndsAt, secondsLeft, sendCodeLabel } from "@/lib/domain/account/code-resend-wait";

// Spec §4/§9: after a code is sent the button counts 60 s down, then offers 'Send code' again.
describe("send-code resend wait", () => {
  const start = 1_000_000;
  const end = resendWaitEndsAt(start);

  it("lasts 60 seconds by default", () => {
    expect(end - start).toBe(60_000);
    expect(resendWaitEndsAt(start, 5)).toBe(start + 5_000);
  });

  it.each([
    [0, 60, "60s"],
    [1, 60, "60s"],
    [999, 60, "60s"],
    [1_000, 59, "59s"],
    [1_001, 59, "59s"],
    [30_500, 30, "30s"],
    [59_000, 1, "1s"],
    [59_999, 1, "1s"],
    [60_000, 0, "Send code"],
    [90_000, 0, "Send code"],
  ])("%i ms after sending: %i s left, button reads %s", (elapsed, seconds, label) => {
    expect(secondsLeft(end, start + elapsed)).toBe(seconds);
    expect(sendCodeLabel(secondsLeft(end, start + elapsed))).toBe(label);
  });

  it("reads 'Send code' before any code was sent", () => {
    expect(secondsLeft(undefined, start)).toBe(0);
    expect(sendCodeLabel(0)).toBe("Send code");
  });
});
