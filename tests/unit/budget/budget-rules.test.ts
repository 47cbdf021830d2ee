import { describe, expect, it } from "vitest";
import { type BudgetBaseline, bytesLine, compareToBaseline, scoreLine, worseOf } from "@/scripts/budget/budget-rules";

const scores = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100 };
const baseline: BudgetBaseline = { firstLoadGzipBytes: { "/page": 100_000 }, lighthouseMobile: { landing: scores } };

describe("the CI budget rule: more than 10% worse than the baseline fails", () => {
  it("lets bytes grow to 10% and fails one byte beyond", () => {
    expect(bytesLine("x", 100_000, 110_000).regressed).toBe(false);
    expect(bytesLine("x", 100_000, 110_001).regressed).toBe(true);
    expect(bytesLine("x", 100_000, 50_000).regressed).toBe(false);
  });

  it("lets scores fall to 90% of the baseline and fails below", () => {
    expect(scoreLine("x", 90, 81).regressed).toBe(false);
    expect(scoreLine("x", 90, 80).regressed).toBe(true);
    expect(scoreLine("x", 90, 100).regressed).toBe(false);
  });

  it("compares every baseline figure and counts one the run did not measure as regressed", () => {
    const lines = compareToBaseline(baseline, { firstLoadGzipBytes: {}, lighthouseMobile: { landing: { ...scores, performance: 70 } } });
    expect(lines.map((line) => [line.figure, line.regressed])).toEqual([
      ["first-load JS /page", true],
      ["Lighthouse mobile landing performance", true],
      ["Lighthouse mobile landing accessibility", false],
      ["Lighthouse mobile landing bestPractices", false],
      ["Lighthouse mobile landing seo", false],
    ]);
  });

  it("writes the worse of two update runs as the baseline: more bytes, lower scores", () => {
    const second: BudgetBaseline = {
      firstLoadGzipBytes: { "/page": 100_500 },
      lighthouseMobile: { landing: { ...scores, performance: 86, seo: 100 } },
    };
    const first: BudgetBaseline = { firstLoadGzipBytes: { "/page": 99_000 }, lighthouseMobile: { landing: { ...scores, accessibility: 98 } } };
    expect(worseOf(first, second)).toEqual({
      firstLoadGzipBytes: { "/page": 100_500 },
      lighthouseMobile: { landing: { performance: 86, accessibility: 98, bestPractices: 100, seo: 100 } },
    });
  });
});
