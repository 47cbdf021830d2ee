import { describe, expect, it } from "vitest";
import { agentContractNames } from "@/lib/contract/agents";
import { type CanvasPanelState, canvasPanelKind, canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import { displayMessages } from "@/lib/domain/task/trajectory-display";
import { assistantStep, toolStep, toolUse } from "@/tests/fixtures/task-steps";

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

const taskA = [...toolUse("search_arxiv", { query: "a" }, "papers about a"), assistantStep({ content: "A is done" })];
const taskB = [...toolUse("take_notes", {}, "notes about b"), assistantStep({ content: "B is done" })];

describe("panel reducer", () => {

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

  it("selects only tabs the panel shows", () => {
    const state = model.initialState("a");
    expect(model.reduce(state, { type: "selectTab", tab: "process" })).toBe(state);
    const tree = canvasPanelModels.ideaTree.initialState("t");
    expect(canvasPanelModels.ideaTree.reduce(tree, { type: "selectTab", tab: "sources" })).toBe(tree);
    expect(model.reduce(state, { type: "selectTab", tab: "sources" }).activeTab).toBe("sources");
  });
});

// Spec §2 "Canvas panel", §4 "Task states": if these fail, the literature review shows a Process tab with nothing
// in it, the report's arrival does not bring the reader to it, or one task's sources leak into another's panel.
describe("research panel tabs and sources", () => {
  const found = (mid: unknown, tool = "search_arxiv") => [toolStep(tool, "ok", null, undefined, mid)];
  const report = (text: string, mid?: unknown) => [toolStep("finish_deep_search", text, null, undefined, mid)];

  it("shows the literature review's Process tab only once there are messages, opening on it", () => {
    const empty = model.initialState("a");
    expect(empty.tabs).toEqual(["final", "sources"]);
    const running = sync(empty, "a", taskA);
    expect(running.tabs).toEqual(["final", "process", "sources"]);
    expect(running.activeTab).toBe("process");
  });

  it("switches to the final report when the finish text arrives, once", () => {
    const running = model.reduce(sync(model.initialState("a"), "a", taskA), { type: "selectTab", tab: "sources" });
    const finished = sync(running, "a", [...taskA, ...report("# Report")]);
    expect(finished.activeTab).toBe("final");
    expect(finished.outcome.finishText).toBe("# Report");
    // Reading the process afterwards is not undone by later steps.
    const back = model.reduce(finished, { type: "selectTab", tab: "process" });
    expect(sync(back, "a", [...taskA, ...report("# Report"), assistantStep({ content: "done" })]).activeTab).toBe("process");
  });

  it("opens a finished task on its report", () => {
    expect(sync(model.initialState("a"), "a", [...taskA, ...report("# R")]).activeTab).toBe("final");
    const proposal = canvasPanelModels.ideaProposal;
    const state = proposal.reduce(proposal.initialState("p"), { type: "sync", key: "p", steps: [...taskA, ...toolUse("finish_proposal", {}, "# Method")] });
    expect(state.tabs).toEqual(["final", "process"]);
    expect(state.activeTab).toBe("final");
  });

  it("keeps papers, repositories and notes, de-duplicated, and resets them with the key", () => {
    const steps = [
      ...found({ paper: [{ id: "1", title: "A" }], notes: "n1" }),
      ...found({ paper: [{ id: "1", title: "A" }, { id: "2", title: "B" }], github: [{ link: "https://github.com/a/b", name: "b" }], notes: "n1 n2" }),
      ...report("# R [1]", { paper: [{ id: "2", title: "B" }] }),
    ];
    const state = sync(model.initialState("a"), "a", steps);
    expect(state.sources.papers.map((paper) => paper.id)).toEqual(["1", "2"]);
    expect(state.sources.repositories).toHaveLength(1);
    expect(state.sources.notes).toBe("n1 n2");
    expect(state.sources.cited.map((paper) => paper.id)).toEqual(["2"]);
    const other = sync(state, "b", taskB);
    expect(other.sources).toEqual({ papers: [], repositories: [], notes: "", cited: [] });
    expect(other.activeTab).toBe("process");
  });

  it("keeps no sources on panels that do not list them", () => {
    const tree = canvasPanelModels.ideaTree;
    const state = tree.reduce(tree.initialState("t"), { type: "sync", key: "t", steps: found({ paper: [{ id: "1", title: "A" }] }) });
    expect(state.sources.papers).toEqual([]);
    expect(state.tabs).toEqual(["final", "flow"]);
  });
});
