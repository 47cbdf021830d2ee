import { describe, expect, it } from "vitest";
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import { toolStep } from "@/tests/fixtures/task-steps";

// Spec §4 "Idea tree": if these fail, the panel opens on an empty picks list while the tree grows, or stays on the
// graph after the run when the reader expects the final picks.
const model = canvasPanelModels.ideaTree;
const ideas = toolStep("generate_ideas", "ok", "c", undefined, { idea_tree: { r: { id: "r", parent: null, children: [] } } });

describe("idea tree panel", () => {
  it("shows Final Idea Picks and Ideation Flow, opening on the flow while the task runs", () => {
    const state = model.reduce(model.initialState("t"), { type: "sync", key: "t", steps: [ideas], ended: false });
    expect(state.tabs).toEqual(["final", "flow"]);
    expect(state.activeTab).toBe("flow");
    expect(state.ideaTree.nodes.has("r")).toBe(true);
  });

  it("switches to the picks when the task ends (finish or error), once", () => {
    const running = model.reduce(model.initialState("t"), { type: "sync", key: "t", steps: [ideas], ended: false });
    const ended = model.reduce(running, { type: "sync", key: "t", steps: [ideas], ended: true });
    expect(ended.activeTab).toBe("final");
    const back = model.reduce(ended, { type: "selectTab", tab: "flow" });
    expect(model.reduce(back, { type: "sync", key: "t", steps: [ideas], ended: true })).toBe(back);
  });

  it("a task already over when the page loads opens on the picks", () => {
    expect(model.reduce(model.initialState("t"), { type: "sync", key: "t", steps: [ideas], ended: true }).activeTab).toBe("final");
  });

  it("other panels ignore the end and the ideas", () => {
    const survey = canvasPanelModels.literatureReview;
    const state = survey.reduce(survey.initialState("s"), { type: "sync", key: "s", steps: [ideas], ended: true });
    expect(state.activeTab).toBe(survey.initialState("s").activeTab);
    expect(state.ideaTree.nodes.size).toBe(0);
  });
});
