import "server-only";
import { z } from "zod";
import type { Kernel } from "../../sandbox/executor";
import { defineTool, type AgentToolResult, type ToolContext } from "../definition";
import { outputsForModel } from "./cell-outputs";
import { type Cell, cellId, type CellRecord, type CodeCell, notebookState } from "./notebook-state";

/**
 * The Notebook agent's cell tools: add a markdown cell, add a code cell (run at once in the task's kernel), and edit
 * a cell (a code cell is re-run) — the way a failing cell is repaired. Each result repeats the cell as it stands in
 * mid_output.notebook_cell, which is what the notebook is rebuilt from (notebook-state.ts).
 */

/** Failed runs in a row after which a cell is not repaired again: the agent moves on instead of looping. */
export const MAX_CELL_FAILURES = 4;

/** Kernels that have run this notebook's earlier cells: a fresh one (a resumed run, a kernel that idled out) has not. */
const replayedKernels = new WeakSet<Kernel>();

/**
 * The task's kernel with the notebook's variables in it: on a kernel this run has not used yet, the cells that
 * ran cleanly before are run again first (quietly), so the next cell finds what they defined.
 */
async function notebookKernel(context: ToolContext, earlier: readonly CellRecord[]): Promise<Kernel> {
  const kernel = await (await context.sandbox()).kernel();
  if (replayedKernels.has(kernel)) return kernel;
  replayedKernels.add(kernel);
  for (const { cell, failures } of earlier) {
    if (cell.cell_type === "code" && failures === 0) await kernel.execute(cell.source, { signal: context.signal });
  }
  return kernel;
}

function cellResult(record: CellRecord, content: string): AgentToolResult {
  return { content, midOutput: { notebook_cell: { number: record.number, cell: record.cell, failures: record.failures } } };
}

async function runCodeCell(context: ToolContext, number: number, source: string, before: number): Promise<AgentToolResult> {
  const cells = notebookState(context.trajectory()).cells;
  const kernel = await notebookKernel(context, cells.filter((record) => record.number !== number));
  const result = await kernel.execute(source, { signal: context.signal });
  const failed = result.status !== "ok";
  const cell: CodeCell = { id: cellId(number), cell_type: "code", metadata: {}, source, execution_count: result.executionCount, outputs: result.outputs };
  const record = { number, cell, failures: failed ? before + 1 : 0 };
  const shown = outputsForModel(result.outputs) || "(no output)";
  const notes: string[] = [];
  if (result.restarted) notes.push("The kernel died and was restarted: variables from earlier cells are gone; re-create what you need.");
  if (result.limit) notes.push(`Stopped by a sandbox limit: ${result.limit.message}`);
  if (result.status === "timeout") notes.push("The cell ran past its time limit and was interrupted: make it lighter (sample the data, fewer iterations).");
  if (failed && record.failures >= MAX_CELL_FAILURES) {
    notes.push(`Cell ${number} has now failed ${record.failures} times: do not repair it again. Explain the problem in a markdown cell and move on.`);
  } else if (failed) {
    notes.push(`Read the error, then fix the cell with edit_cell (cell ${number}); ${MAX_CELL_FAILURES - record.failures} attempt(s) left.`);
  }
  const status = failed ? `failed (${result.status})` : "ran";
  const heading = `Cell ${number} (code) ${status}${result.executionCount === null ? "" : `, execution count ${result.executionCount}`}.`;
  return cellResult(record, [heading, "Output:", shown, ...notes].join("\n"));
}

const sourceInput = (what: string) => z.string().min(1).describe(what);

export const addMarkdownCellTool = defineTool({
  description: "Append a markdown cell: the question, what a step does, or what the outputs above show.",
  input: z.object({ source: sourceInput("The cell's Markdown.") }),
  execute({ source }, context) {
    const number = notebookState(context.trajectory()).cells.length + 1;
    const record = { number, cell: { id: cellId(number), cell_type: "markdown", metadata: {}, source } satisfies Cell, failures: 0 };
    return cellResult(record, `Cell ${number} (markdown) added.`);
  },
});

export const addCodeCellTool = defineTool({
  description:
    "Append a Python code cell and run it in the notebook's kernel (variables persist between cells). You get its printed output, results, errors and a description of each figure. Keep cells small: one step each.",
  input: z.object({ source: sourceInput("The Python code of the cell.") }),
  execute({ source }, context) {
    const number = notebookState(context.trajectory()).cells.length + 1;
    return runCodeCell(context, number, source, 0);
  },
});

export const editCellTool = defineTool({
  description: "Replace the source of an existing cell by its number; a code cell is run again. Use it to fix a cell that failed.",
  input: z.object({
    cell: z.number().int().min(1).describe("The cell's number, as the results name it (cell 1 is the first)."),
    source: sourceInput("The cell's whole new source."),
  }),
  execute({ cell: number, source }, context) {
    const existing = notebookState(context.trajectory()).cells[number - 1];
    if (!existing) return { content: `There is no cell ${number}. Add a new cell instead.` };
    if (existing.failures >= MAX_CELL_FAILURES) {
      return { content: `Cell ${number} has failed ${existing.failures} times and is left as it is. Explain the problem in a markdown cell and move on.` };
    }
    if (existing.cell.cell_type === "markdown") {
      return cellResult({ ...existing, cell: { ...existing.cell, source } }, `Cell ${number} (markdown) replaced.`);
    }
    return runCodeCell(context, number, source, existing.failures);
  },
});
