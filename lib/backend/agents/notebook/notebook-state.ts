import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import type { NotebookOutput } from "../../sandbox/notebook-output";

/**
 * The notebook is never held in memory between tool calls: it is rebuilt from the trajectory, where every cell
 * tool leaves the cell as it stands (mid_output.notebook_cell) and every save its version (mid_output
 * .notebook_version). So a run resumed after a restart has the same notebook, and the Process view could show it.
 */
export type MarkdownCell = { id: string; cell_type: "markdown"; metadata: Record<string, unknown>; source: string };
export type CodeCell = {
  id: string;
  cell_type: "code";
  metadata: Record<string, unknown>;
  source: string;
  execution_count: number | null;
  outputs: NotebookOutput[];
};
export type Cell = MarkdownCell | CodeCell;

/** A cell and how many times in a row it has failed since it last ran cleanly (0 when it did). */
export type CellRecord = { number: number; cell: Cell; failures: number };

export type SavedVersion = { version: number; url: string };

export type NotebookState = {
  /** Cell n is `cells[n - 1]`. */
  cells: CellRecord[];
  versions: SavedVersion[];
  /** A cell was added or changed after the last saved version (or nothing was saved yet and there are cells). */
  unsaved: boolean;
};

export function notebookState(trajectory: readonly TrajectoryMessage[]): NotebookState {
  const cells: CellRecord[] = [];
  const versions: SavedVersion[] = [];
  let unsaved = false;
  for (const message of trajectory) {
    if (message.role !== "tool" || !message.mid_output) continue;
    const { notebook_cell: cell, notebook_version: version } = message.mid_output;
    if (cell) {
      cells[cell.number - 1] = { number: cell.number, cell: cell.cell as Cell, failures: cell.failures ?? 0 };
      unsaved = true;
    }
    if (version) {
      versions.push({ version: version.version, url: version.url });
      unsaved = false;
    }
  }
  return { cells, versions, unsaved };
}

/** Ids are stable (a cell keeps its id when edited) and valid nbformat 4.5 ids: [A-Za-z0-9_-], 1 to 64 characters. */
export function cellId(number: number): string {
  return `cell-${number}`;
}

/** The nbformat 4.5 document of the cells, as Jupyter writes it. */
export function notebookDocument(cells: readonly CellRecord[]) {
  return {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {
      kernelspec: { name: "python3", display_name: "Python 3 (ipykernel)", language: "python" },
      language_info: { name: "python", file_extension: ".py", mimetype: "text/x-python" },
    },
    cells: cells.map((record) => record.cell),
  };
}
