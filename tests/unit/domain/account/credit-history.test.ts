import { describe, expect, it } from "vitest";
import { agentLabel, formatCredits, usageSeries, usageShown } from "@/lib/domain/account/credit-history";

// Spec §3 "Credit history row": creditUsage is shown as a negative number whichever sign the server stored.
describe("usageShown", () => {
  it.each([
    [6, "-6"],
    [-6, "-6"],
    [1.5, "-1.5"],
    [-0.125, "-0.13"],
    [0, "0"],
  ])("%d is shown as %s", (usage, shown) => {
    expect(usageShown(usage)).toBe(shown);
  });

  it("rounds fractional credits to two decimals without trailing zeros", () => {
    expect(formatCredits(2.5)).toBe("2.5");
    expect(formatCredits(2.004)).toBe("2");
    expect(formatCredits(150)).toBe("150");
  });

  it("names the agent in either name set, and the chat when there is none", () => {
    expect(agentLabel({ agentName: "Deep Search Agent" })).toBe("Deep Survey");
    expect(agentLabel({ agentName: null })).toBe("General chat");
  });
});

// Issue 19 item 5: the usage chart sums credits per day and agent. If this fails, the bars do not add up to the
// history the table lists.
describe("usageSeries", () => {
  it("sums per UTC day and agent, oldest day first, with zeros where an agent used nothing", () => {
    const series = usageSeries([
      { createdAt: "2026-11-23T10:00:00Z", agentName: "Deep Search Agent", task: "t1", creditUsage: -2 },
      { createdAt: "2026-11-22T23:59:00Z", agentName: "Deep Search Agent", task: "t2", creditUsage: -3 },
      { createdAt: "2026-11-23T18:00:00Z", agentName: "Deep Search Agent", task: "t3", creditUsage: 1.5 },
      { createdAt: Date.UTC(2026, 10, 23, 1), agentName: "ML Agent", task: "t4", creditUsage: -50 },
      { createdAt: "not a date", agentName: "ML Agent", task: "t5", creditUsage: -9 },
    ]);
    expect(series.days).toEqual(["2026-11-22", "2026-11-23"]);
    expect(series.lines).toEqual([
      { label: "Auto Experiment", values: [0, 50] },
      { label: "Deep Survey", values: [3, 3.5] },
    ]);
    expect(series.totals).toEqual([3, 53.5]);
    expect(series.maxTotal).toBe(53.5);
  });

  it("is empty without rows", () => {
    expect(usageSeries([])).toEqual({ days: [], lines: [], totals: [], maxTotal: 0 });
  });
});
