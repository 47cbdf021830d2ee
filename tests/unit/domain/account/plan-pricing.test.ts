import { describe, expect, it } from "vitest";
import { formatDollars, planPrice } from "@/lib/domain/account/plan-pricing";

// Spec §9 Plans and §4 'Billing toggle monthly/yearly': what each card says it costs. Yearly is ours: ten months'
// price for a year.
describe("planPrice", () => {
  it.each([
    ["free", "monthly", { amount: 0, listAmount: 0, per: "month" }],
    ["pro", "monthly", { amount: 26, listAmount: 35, per: "month" }],
    ["lab", "monthly", { amount: 230, listAmount: 350, per: "month" }],
    ["free", "yearly", { amount: 0, listAmount: 0, per: "year" }],
    ["pro", "yearly", { amount: 260, listAmount: 420, per: "year" }],
    ["lab", "yearly", { amount: 2300, listAmount: 4200, per: "year" }],
  ] as const)("%s billed %s", (level, period, price) => {
    expect(planPrice(level, period)).toEqual(price);
  });

  it("writes dollars with thousands separators", () => {
    expect(formatDollars(2300)).toBe("$2,300");
    expect(formatDollars(0)).toBe("$0");
  });
});
