import { describe, expect, it } from "vitest";
import { creditSummary } from "@/lib/domain/account/credit-summary";

describe("credit tooltip figures (§2 Layout)", () => {
  it("shows plan, available, used and remaining over total", () => {
    expect(creditSummary({ userLevel: "lab", totalCredit: 5000, usedCredit: 1250, remainingCredit: 3750 })).toEqual({
      planName: "Ultra",
      available: 3750,
      used: 1250,
      total: 5000,
      remainingPercent: 75,
    });
  });
  it.each([
    [{ userLevel: "free", totalCredit: 0, usedCredit: 0, remainingCredit: 0 } as const, 0],
    [{ userLevel: "pro", totalCredit: 500, usedCredit: 600, remainingCredit: -100 } as const, 0],
    [{ userLevel: "pro", totalCredit: 500, usedCredit: 0, remainingCredit: 700 } as const, 100],
  ])("keeps the bar within 0–100 (%j)", (credit, percent) => {
    expect(creditSummary(credit).remainingPercent).toBe(percent);
  });
});
