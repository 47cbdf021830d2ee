import { describe, expect, it } from "vitest";
import { toolLabel, toolLabels } from "@/lib/domain/task/tool-labels";

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
