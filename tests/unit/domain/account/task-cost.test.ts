import { describe, expect, it } from "vitest";
import { agentIds } from "@/lib/contract/agents";
import { averageCreditsPerTask } from "@/lib/contract/constants";
import { averageCostTooltip, taskCostLabel } from "@/lib/domain/account/task-cost";

// Spec §9: the tooltip's sentence with the configured estimate of each agent.
describe("averageCostTooltip", () => {
  it.each(agentIds)("%s", (agent) => {
    expect(averageCostTooltip(agent)).toBe(
      `Average cost is ${averageCreditsPerTask[agent]} credits per task, actual usage may be higher for heavy tasks.`,
    );
  });

  it("uses the spec's first reading", () => {
    expect(averageCostTooltip("autoExperiment")).toContain("150 credits");
    expect(averageCostTooltip("deepSurvey")).toContain("2 credits");
  });
});

// Issue 19 item 6: a running task's header shows the credits used so far, a finished one what it cost.
describe("taskCostLabel", () => {
  it.each([
    ["processing", 3.25, "3.25 credits used so far"],
    ["processing", 0, "0 credits used so far"],
    ["finish", 12, "Cost 12 credits"],
    ["error", 1.5, "Cost 1.5 credits"],
    ["processing", null, undefined],
    ["finish", undefined, undefined],
    ["finish", Number.NaN, undefined],
  ] as const)("%s with %s", (status, used, label) => {
    expect(taskCostLabel(status, used)).toBe(label);
  });
});
