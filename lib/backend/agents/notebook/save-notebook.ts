import "server-only";
import { NOTEBOOK_CONTENT_TYPE, notebookKey, notebookUrl } from "../../services/file/download-file";
import { UserFacingError } from "../../user-facing-error";
import type { AgentToolResult, ToolContext } from "../definition";
import { notebookDocument, type NotebookState } from "./notebook-state";
import { runPythonScript } from "../workspace/sandbox-python";

/**
 * Saving a notebook version (issue 16 item 1): the cells as nbformat 4.5 JSON, checked by nbformat itself in the
 * sandbox, stored as `notebooks/<taskId>/notebook-v<n>.ipynb`, and announced by a `notebook` step listing every
 * version saved so far. The version number comes from the trajectory, so saving again after an interrupted save
 * rewrites the same version instead of skipping one.
 */
const VALIDATE = "import sys, nbformat\nnbformat.validate(nbformat.read(sys.argv[1], as_version=4))";

export async function saveNotebook(context: ToolContext, state: NotebookState): Promise<AgentToolResult> {
  if (state.cells.length === 0) return { content: "The notebook has no cells yet: add cells before saving." };
  const version = state.versions.length + 1;
  const fileName = `notebook-v${version}.ipynb`;
  const json = `${JSON.stringify(notebookDocument(state.cells), null, 1)}\n`;
  const sandbox = await context.sandbox();
  // Kept in the workspace too, beside the data it reads: a researcher who downloads the workspace can rerun it.
  const path = `notebooks/${fileName}`;
  await sandbox.writeFile(path, json);
  const check = await runPythonScript(context, VALIDATE, [path]);
  if (!check.ok) {
    const reason = check.stderr.trim().split("\n").slice(-6).join("\n");
    throw new UserFacingError(`the notebook did not pass nbformat validation:\n${reason}`);
  }
  const key = notebookKey(context.taskId, version);
  await context.deps.storage.put(key, Buffer.from(json), NOTEBOOK_CONTENT_TYPE);
  const url = notebookUrl(key);
  const urls = [...state.versions.map((saved) => saved.url), url];
  return {
    content: `Saved ${fileName} (version ${version}, ${state.cells.length} cells, valid nbformat 4).`,
    midOutput: { notebook_version: { version, url } },
    notebook: { notebooks: urls },
  };
}
