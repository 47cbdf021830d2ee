import { describe, expect, it } from "vitest";
import { agentContractNames } from "@/lib/contract/agents";
import { type CanvasPanelState, canvasPanelKind, canvasPanelModels } from "@/lib/domain/canvas-panel-state";
import { displayMessages } from "@/lib/domain/trajectory-display";
import { assistantStep, toolUse } from "@/tests/fixtures/task-steps";

// Spec §2 "Canvas panel", §4 "Changing the event id resets all lists, notes and tabs": if these fail, a panel
// shows the wrong agent's view, or opening another task's panel mixes in the previous task's steps.
const model = canvasPanelModels.literatureReview;
const sync = (state: CanvasPanelState, key: string, steps: Parameters<typeof displayMessages>[0]) =>
  model.reduce(state, { type: "sync", key, steps });

describe("panel chosen by agent", () => {
  it.each([
    ["Deep Search Agent", "literatureReview"],
    ["Literature Review Agent", "literatureReview"],
    ["Proposal Agent", "ideaProposal"],
    ["Idea Proposal Agent", "ideaProposal"],
    ["Idea Agent", "ideaTree"],
    ["ML Agent", "code"],
    ["Notebook Agent", "notebook"],
    ["Unknown Agent", undefined],
  ])("%s → %s", (agentName, kind) => {
    expect(canvasPanelKind(agentName)).toBe(kind);
  });

  it("covers every contract agent name", () => {
    for (const name of agentContractNames) expect(canvasPanelKind(name)).toBeDefined();
  });
});

describe("panel reducer", () => {
  const taskA = [...toolUse("search_arxiv", { query: "a" }, "papers about a"), assistantStep({ content: "A is done" })];
  const taskB = [...toolUse("take_notes", {}, "notes about b"), assistantStep({ content: "B is done" })];

  it("folds steps into display messages and the outcome", () => {
    const steps = [...taskA, ...toolUse("finish_deep_search", {}, "# Report")];
    const state = sync(model.initialState("a"), "a", steps);
    expect(state.messages).toEqual(displayMessages(steps));
    expect(state.outcome.finishText).toBe("# Report");
    expect(state.stepCount).toBe(5);
  });

  it("folds in only the steps it has not seen", () => {
    const first = sync(model.initialState("a"), "a", taskA.slice(0, 2));
    const next = sync(first, "a", taskA);
    expect(next.messages).toEqual(displayMessages(taskA));
    expect(next.messages[0]).toBe(first.messages[0]);
  });

  it("returns the same state when no step is new, so the view does not re-render", () => {
    const state = sync(model.initialState("a"), "a", taskA);
    expect(sync(state, "a", taskA)).toBe(state);
  });

  it("resets messages and outcome when the key changes, even with as many steps as before", () => {
    const finishedA = [...taskA.slice(0, 1), ...toolUse("finish_task", {}, "A report")];
    const a = sync(model.initialState("a"), "a", finishedA);
    expect(a.outcome.done).toBe(true);
    const b = sync(a, "b", taskB.slice(0, 3));
    expect(b.key).toBe("b");
    expect(b.messages).toEqual(displayMessages(taskB.slice(0, 3)));
    expect(b.outcome.done).toBe(false);
    expect(b.outcome.finishText).toBeUndefined();
  });

  it("resets the tab choice when the key changes", () => {
    const a = { ...sync(model.initialState("a"), "a", taskA), activeTab: "elsewhere" as CanvasPanelState["activeTab"] };
    expect(sync(a, "b", taskB).activeTab).toBe(model.initialState("b").activeTab);
  });

  it("starts over when a history shorter than the one folded in arrives under the same key", () => {
    const state = sync(model.initialState("a"), "a", taskA);
    expect(sync(state, "a", taskB.slice(0, 1)).messages).toEqual(displayMessages(taskB.slice(0, 1)));
  });

  it("selects only tabs the panel has", () => {
    const state = model.initialState("a");
    expect(model.reduce(state, { type: "selectTab", tab: "process" })).toBe(state);
    expect(model.reduce(state, { type: "selectTab", tab: "final" as CanvasPanelState["activeTab"] })).toBe(state);
  });
});
