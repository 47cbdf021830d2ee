import "server-only";
import { z } from "zod";
import { ToolName } from "@/lib/contract/tool-names";
import { type AgentDefinition, defineTool } from "../definition";
import { sharedTools } from "../shared-tools";
import { addCodeCellTool, addMarkdownCellTool, editCellTool, MAX_CELL_FAILURES } from "./cell-tools";
import { notebookState } from "./notebook-state";
import { saveNotebook } from "./save-notebook";
import { LOAD_USER_FILES_TOOL, loadUserFilesFirst, loadUserFilesTool } from "../workspace/user-files";

/**
 * Jupyter Notebook (Notebook Agent): analysis that really runs on the user's data (issue 16 item 1). It is given
 * the attached files in its workspace, writes and runs small cells in the task's kernel, reads every output and
 * error back, repairs what failed, saves notebook versions as it goes, and finishes with findings that cite cells.
 */
const saveNotebookTool = defineTool({
  description: "Save the notebook as it stands as a new version the user can open and download. Save after each meaningful part of the analysis.",
  input: z.object({}),
  execute: (_input, context) => saveNotebook(context, notebookState(context.trajectory())),
});

/** finish_task that first saves the notebook if it changed since the last version: there is always one at the end. */
const finishTaskTool = defineTool({
  description: "Finish with a short Markdown summary of the findings, citing the cells that show them (\"cell 4 shows …\"). Call it once, last.",
  input: z.object({ summary: z.string().min(1).describe("The findings, citing cells by number, in Markdown.") }),
  async execute({ summary }, context) {
    const state = notebookState(context.trajectory());
    const saved = state.unsaved && state.cells.length > 0 ? await saveNotebook(context, state) : undefined;
    return { content: summary, ends: "finish", midOutput: saved?.midOutput, notebook: saved?.notebook };
  },
});

const userFilesTool = loadUserFilesTool({
  noFiles:
    "No files are attached to this task. Work without them: generate or simulate the data the question needs (say so in a markdown cell), or explain which data the user should attach.",
  intro: "The user's files are in your working folder (the kernel's current directory); open them by these names:",
});

const system = [
  "You are Jupyter Notebook, a data scientist who answers the user's question with a Jupyter notebook whose code really runs.",
  `Your first tool result (${LOAD_USER_FILES_TOOL}) lists the user's files in your working folder with their first rows; read them from there by name. Without files, generate or simulate suitable data with numpy and say so, or explain what data is needed.`,
  "Plan first with the todo tool and keep it up to date as each step starts and completes.",
  "Build the notebook cell by cell: a markdown cell stating the question, then small code cells (load, inspect, clean, analyse, plot), each followed by a short markdown cell interpreting what it showed. Every code cell runs as you add it; read its output before the next step.",
  `When a cell fails, read the error and fix that cell with edit_cell instead of adding a new one. After ${MAX_CELL_FAILURES} failures of one cell, stop repairing it and move on.`,
  "Plot with matplotlib (plt.show() puts the figure in the notebook); give plots titles and axis labels.",
  "Save the notebook with save_notebook after each meaningful part of the analysis.",
  "Finish with finish_task: a short summary of the findings that cites the cells showing them (\"cell 4 shows …\"). Never claim a result no cell output shows.",
].join("\n\n");

export const notebookAgent: AgentDefinition = {
  id: "notebook",
  system,
  tools: {
    ...sharedTools,
    [LOAD_USER_FILES_TOOL]: userFilesTool,
    add_markdown_cell: addMarkdownCellTool,
    add_code_cell: addCodeCellTool,
    edit_cell: editCellTool,
    save_notebook: saveNotebookTool,
    [ToolName.finishTask]: finishTaskTool,
  },
  openingCall: loadUserFilesFirst,
  needsSandbox: true,
};
