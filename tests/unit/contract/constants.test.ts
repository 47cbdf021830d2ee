import { describe, expect, it } from "vitest";
import {
  agentIds,
  averageCreditsPerTask,
  chatColumnDefaultWidth,
  chatColumnMaxWidth,
  graphNodeSize,
  graphZoomLimits,
  isResearchTopic,
  MAX_TOTAL_FILE_SIZE_BYTES,
  plans,
  researchTopics,
  toolLabel,
  toolLabels,
} from "@/lib/contract";

describe("toolLabel", () => {
  it.each([
    ["search_arxiv", "Searching papers on a preprint server"],
    ["take_notes", "Taking notes"],
    ["finish_deep_search", "Drafting final report"],
    ["implement_success", "Implementation successful"],
    ["finish_task", "Issue resolved"],
  ])("spec label %s → %s", (name, label) => {
    expect(toolLabel(name)).toBe(label);
  });

  it.each([
    "todo",
    "ask_for_user_clarification",
    "finish_proposal",
    "implement_failed",
    "read_paper",
    "search_github",
    "search_openalex",
    "search_semantic_scholar",
    "run_shell",
    "write_file",
    "execute_cell",
  ])("%s has its own label", (name) => {
    expect(toolLabels[name]).toBeTruthy();
    expect(toolLabel(name)).toBe(toolLabels[name]);
  });

  it.each([
    ["fetch_dataset", "Fetch dataset"],
    ["plotResults", "Plot results"],
    ["TRAIN-model.v2", "Train model v2"],
    ["  ", "Working"],
    ["", "Working"],
    ["toString", "To string"],
    ["constructor", "Constructor"],
  ])("humanises unknown %j → %j", (name, label) => {
    expect(toolLabel(name)).toBe(label);
  });
});

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

  it.each([
    [1280, 390, 500, 1.1, 2, 150],
    [1600, 390, 500, 1.2, 2, 150],
    [1920, 390, 700, 1.3, 2, 150],
    [2560, 480, 700, 0.8, 1, 375],
    [3840, 650, 700, 0.8, 1, 375],
  ])("window %i: column %i..%i, zoom %f..%f, node width %i", (w, col, max, minZoom, maxZoom, node) => {
    expect(chatColumnDefaultWidth(w)).toBe(col);
    expect(chatColumnMaxWidth(w)).toBe(max);
    expect(graphZoomLimits(w)).toEqual({ minZoom, maxZoom });
    expect(graphNodeSize(w).width).toBe(node);
  });
});
