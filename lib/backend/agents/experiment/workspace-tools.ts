import "server-only";
import { z } from "zod";
import { pathSegments, WorkspacePathError } from "../../sandbox/workspace-files";
import { type AgentToolResult, defineTool } from "../definition";
import { clipMiddle } from "../workspace/output-text";
import { patchText } from "./patch-text";

/**
 * The Auto Experiment agent's files: write, read, list and patch, always through the sandbox, which refuses any
 * path out of the workspace. A refused or missing path is the model's to fix, so it gets the reason as the answer.
 */
const READ_CHARS = 20_000;
const LISTED_ENTRIES = 300;
/** Bigger files are not read into the conversation: the model reads their head with run_command. */
const READ_MAX_BYTES = 2 * 1024 * 1024;

const pathInput = z.string().trim().min(1).describe("A path relative to the workspace folder, e.g. `src/train.py`.");

/** Lines as an editor counts them: a final newline ends the last line rather than starting another. */
function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

async function inWorkspace(work: () => Promise<AgentToolResult>): Promise<AgentToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkspacePathError) return { content: error.message };
    throw error;
  }
}

export const writeFileTool = defineTool({
  description: "Create or overwrite a file in the workspace with the given content (folders are created as needed).",
  input: z.object({ path: pathInput, content: z.string().describe("The whole content of the file.") }),
  execute: ({ path, content }, context) =>
    inWorkspace(async () => {
      await (await context.sandbox()).writeFile(path, content);
      return { content: `Wrote ${path} (${Buffer.byteLength(content)} bytes, ${lineCount(content)} lines).` };
    }),
});

export const readFileTool = defineTool({
  description: "Read a text file of the workspace (long files keep their head and tail).",
  input: z.object({ path: pathInput }),
  execute: ({ path }, context) =>
    inWorkspace(async () => {
      const sandbox = await context.sandbox();
      // Its size first, from a listing of its folder, so a huge file is never read into memory; the path is checked
      // before, so a refusal names the path asked for rather than its folder.
      const segments = pathSegments(path);
      const folder = segments.slice(0, -1).join("/");
      const entry = (await sandbox.listFiles(folder || undefined)).find((candidate) => candidate.path === segments.join("/"));
      if (entry && entry.size > READ_MAX_BYTES) {
        return { content: `${path} has ${entry.size} bytes, too big to read whole: look at parts of it with run_command (head, tail, grep).` };
      }
      const bytes = await sandbox.readFile(path);
      if (bytes.includes(0)) return { content: `${path} is a binary file (${bytes.length} bytes); it cannot be shown as text.` };
      const text = bytes.toString("utf8");
      return { content: text === "" ? `${path} is empty.` : clipMiddle(text, READ_CHARS) };
    }),
});

export const listFilesTool = defineTool({
  description: "List the files and folders of the workspace (or of one folder in it), with sizes.",
  input: z.object({ folder: z.string().trim().optional().describe("A folder relative to the workspace; the whole workspace when left out.") }),
  execute: ({ folder }, context) =>
    inWorkspace(async () => {
      const entries = await (await context.sandbox()).listFiles(folder || undefined);
      if (entries.length === 0) return { content: folder ? `${folder} is empty.` : "The workspace is empty." };
      const lines = entries.slice(0, LISTED_ENTRIES).map((entry) => (entry.type === "file" ? `${entry.path} (${entry.size} bytes)` : `${entry.path}/ (${entry.type})`));
      const more = entries.length > LISTED_ENTRIES ? `\n… and ${entries.length - LISTED_ENTRIES} more entries.` : "";
      return { content: `${lines.join("\n")}${more}` };
    }),
});

export const patchFileTool = defineTool({
  description:
    "Replace one exact piece of a file with new text: the search text must occur exactly once (copy it from the file, whitespace included). Use it to fix an error without rewriting the whole file.",
  input: z.object({
    path: pathInput,
    search: z.string().min(1).describe("The exact text to replace, occurring once in the file."),
    replace: z.string().describe("The text to put in its place."),
  }),
  execute: ({ path, search, replace }, context) =>
    inWorkspace(async () => {
      const sandbox = await context.sandbox();
      const patched = patchText((await sandbox.readFile(path)).toString("utf8"), search, replace, path);
      if (!patched.ok) return { content: patched.reason };
      await sandbox.writeFile(path, patched.text);
      return { content: `Patched ${path}: replaced ${lineCount(search)} line(s) with ${lineCount(replace)}.` };
    }),
});
