import { describe, expect, it } from "vitest";
import type { TaskStep } from "@/lib/contract/entities/task";
import { type CanvasPanelState, canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import { latestNotebooks, newestNotebookTab, notebookVersions } from "@/lib/domain/task/notebook-versions";
import { assistantStep } from "@/tests/fixtures/task-steps";

// Spec §2 "Notebook", §3 "Notebook content": if these fail, the notebook panel lists the versions oldest first,
// shows an old step's list instead of the latest one, or jumps away from a version the reader chose to look at.
const url = (version: number) => `/api/file/download?fileKey=notebooks%2Ft1%2Fnotebook-v${version}.ipynb`;
const notebookStep = (...versions: number[]): TaskStep => ({
  id: `nb-${versions.join("-")}`,
  name: null,
  content: JSON.stringify({ type: "notebook", payload: { notebooks: versions.map(url) } }),
});

describe("notebook versions", () => {
  it("takes the last notebook step's list, whatever comes after it", () => {
    const steps = [notebookStep(1), assistantStep({ content: "more" }), notebookStep(1, 2), assistantStep({ content: "done" })];
    expect(latestNotebooks(steps)).toEqual([url(1), url(2)]);
  });

  it("has no list without a notebook step, and skips a step that does not parse", () => {
    expect(latestNotebooks([assistantStep({ content: "hi" })])).toBeUndefined();
    expect(latestNotebooks([notebookStep(1), { id: "x", name: null, content: "{not json" }])).toEqual([url(1)]);
  });

  it("labels the versions by their place in the list, newest first", () => {
    expect(notebookVersions([url(1), url(2)])).toEqual([
      { tab: "notebook-v2", label: "Jupyter Notebook V2", url: url(2), fileName: "notebook-v2.ipynb" },
      { tab: "notebook-v1", label: "Jupyter Notebook V1", url: url(1), fileName: "notebook-v1.ipynb" },
    ]);
    expect(newestNotebookTab([url(1), url(2)])).toBe("notebook-v2");
    expect(newestNotebookTab([])).toBeUndefined();
  });
});

describe("notebook panel tabs", () => {
  const model = canvasPanelModels.notebook;
  const sync = (state: CanvasPanelState, steps: TaskStep[]) => model.reduce(state, { type: "sync", key: "t1", steps });
  const running = [assistantStep({ content: "reading the CSV" })];

  it("shows the empty-state tab and the process before the first version, opening on the process", () => {
    const state = sync(model.initialState("t1"), running);
    expect(state.tabs).toEqual(["notebook", "process"]);
    expect(state.activeTab).toBe("process");
  });

  it("opens a finished run on its newest version, the versions newest first", () => {
    const state = sync(model.initialState("t1"), [...running, notebookStep(1), notebookStep(1, 2)]);
    expect(state.tabs).toEqual(["notebook-v2", "notebook-v1", "process"]);
    expect(state.activeTab).toBe("notebook-v2");
    expect(state.notebooks).toEqual([url(1), url(2)]);
  });

  it("follows each new version while the reader stays on the newest one", () => {
    const first = sync(model.initialState("t1"), [...running, notebookStep(1)]);
    expect(first.activeTab).toBe("notebook-v1");
    const chosen = model.reduce(first, { type: "selectTab", tab: "process" });
    const back = model.reduce(chosen, { type: "selectTab", tab: "notebook-v1" });
    expect(sync(back, [...running, notebookStep(1), notebookStep(1, 2)]).activeTab).toBe("notebook-v2");
  });

  it("stays where the reader went: an older version or the process", () => {
    const two = sync(model.initialState("t1"), [...running, notebookStep(1, 2)]);
    const older = model.reduce(two, { type: "selectTab", tab: "notebook-v1" });
    expect(sync(older, [...running, notebookStep(1, 2), notebookStep(1, 2, 3)]).activeTab).toBe("notebook-v1");
    const process = model.reduce(sync(model.initialState("t1"), running), { type: "selectTab", tab: "notebook" });
    const onProcess = model.reduce(process, { type: "selectTab", tab: "process" });
    expect(sync(onProcess, [...running, notebookStep(1)]).activeTab).toBe("process");
  });

  it("leaves the empty state for the first version when the reader was looking at it", () => {
    const empty = model.reduce(sync(model.initialState("t1"), running), { type: "selectTab", tab: "notebook" });
    expect(sync(empty, [...running, notebookStep(1)]).activeTab).toBe("notebook-v1");
  });

  it("drops the versions and the choice with another task", () => {
    const two = model.reduce(sync(model.initialState("t1"), [notebookStep(1, 2)]), { type: "selectTab", tab: "notebook-v1" });
    const other = model.reduce(two, { type: "sync", key: "t2", steps: running });
    expect(other.notebooks).toEqual([]);
    expect(other.tabs).toEqual(["notebook", "process"]);
    expect(other.activeTab).toBe("process");
    expect(other.tabPicked).toBe(false);
  });

  it("keeps no versions on panels without notebook tabs", () => {
    const tree = canvasPanelModels.ideaTree;
    const state = tree.reduce(tree.initialState("t"), { type: "sync", key: "t", steps: [notebookStep(1)] });
    expect(state.notebooks).toEqual([]);
    expect(state.tabs).toEqual(["final", "flow"]);
  });
});
