import { describe, expect, it } from "vitest";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { notebookDocument, notebookState } from "@/lib/backend/agents/notebook/notebook-state";

/**
 * The notebook is rebuilt from the trajectory alone (issue 16): a resumed run must see the same cells, the same
 * saved versions and whether anything changed since the last save, or it would save a stale or duplicate version.
 */
const markdown = (number: number, source: string) => ({ id: `cell-${number}`, cell_type: "markdown", metadata: {}, source });

function toolResult(midOutput: Record<string, unknown>): TrajectoryMessage {
  return { role: "tool", name: "t", content: "", tool_call_id: "c", mid_output: midOutput };
}

describe("the notebook rebuilt from a trajectory", () => {
  it("adds cells, replaces an edited one, and knows what is saved", () => {
    const trajectory: TrajectoryMessage[] = [
      { role: "assistant", content: "planning" },
      toolResult({ notebook_cell: { number: 1, cell: markdown(1, "# One"), failures: 0 } }),
      toolResult({ notebook_cell: { number: 2, cell: markdown(2, "two"), failures: 1 } }),
      toolResult({ notebook_version: { version: 1, url: "/v1" } }),
      toolResult({ notebook_cell: { number: 2, cell: markdown(2, "two, fixed"), failures: 0 } }),
    ];
    const state = notebookState(trajectory);
    expect(state.cells.map((record) => [record.number, (record.cell as { source: string }).source, record.failures])).toEqual([
      [1, "# One", 0],
      [2, "two, fixed", 0],
    ]);
    expect(state.versions).toEqual([{ version: 1, url: "/v1" }]);
    expect(state.unsaved).toBe(true);
    expect(notebookState([...trajectory, toolResult({ notebook_version: { version: 2, url: "/v2" } })]).unsaved).toBe(false);
    expect(notebookState([]).unsaved).toBe(false);
  });

  it("writes nbformat 4.5 with a python3 kernelspec", () => {
    const [cell] = notebookState([toolResult({ notebook_cell: { number: 1, cell: markdown(1, "# One") } })]).cells;
    expect(notebookDocument(cell ? [cell] : [])).toMatchObject({
      nbformat: 4,
      nbformat_minor: 5,
      metadata: { kernelspec: { name: "python3" }, language_info: { name: "python" } },
      cells: [markdown(1, "# One")],
    });
  });
});
