import { describe, expect, it } from "vitest";
import { agentIds, averageCreditsPerTask, isResearchTopic, MAX_TOTAL_FILE_SIZE_BYTES, plans, researchTopics } from "@/lib/contract";

describe("business constants", () => {
  it("has 30 distinct research topics including the six the spec names", () => {
    expect(researchTopics).toHaveLength(30);
    expect(new Set(researchTopics).size).toBe(30);
    for (const t of ["Foundation Models", "LLM Reasoning", "Code Generation", "Agentic Systems", "AI for Science", "Quantum Machine Learning"]) {
      expect(isResearchTopic(t)).toBe(true);
    }
    expect(isResearchTopic("foundation models")).toBe(false);
  });

  it("prices plans as spec §9", () => {
    expect([plans.free.creditsPerMonth, plans.pro.creditsPerMonth, plans.lab.creditsPerMonth]).toEqual([50, 500, 5000]);
    expect([plans.pro.pricePerMonth, plans.pro.listPricePerMonth, plans.lab.pricePerMonth, plans.lab.listPricePerMonth]).toEqual([26, 35, 230, 350]);
    expect(plans.lab.displayName).toBe("Ultra");
  });

  it("has an average cost for every agent", () => {
    expect(Object.keys(averageCreditsPerTask).sort()).toEqual([...agentIds].sort());
  });

  it("reads 2GB as 2000MB", () => {
    expect(MAX_TOTAL_FILE_SIZE_BYTES).toBe(2000 * 1024 * 1024);
  });
});
