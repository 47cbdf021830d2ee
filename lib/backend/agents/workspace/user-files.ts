import "server-only";
import { z } from "zod";
import { readAtMost } from "../../http/bounded-read";
import { userFiles } from "../../services/file/file-records";
import { keySafeFileName } from "../../storage/object-keys";
import { type AgentTool, defineTool, type ToolContext } from "../definition";
import { previewFile } from "./file-preview";

/**
 * The sandbox agents' opening call (Jupyter Notebook, Auto Experiment): the files attached to the task — only the
 * caller's own, confirmed uploads — are copied into the workspace, where the agent's code opens them by name, and the
 * agent is told each name, size and first rows. It runs even without files, so the agent always knows what it was
 * given; each agent words what to do then in its own terms.
 */
export const LOAD_USER_FILES_TOOL = "load_user_files";

export type UserFilesWording = {
  /** The whole answer when nothing is attached: what to do without the user's data. */
  noFiles: string;
  /** The line above the list of files: where they are. */
  intro: string;
};

/** Bigger files are left out with a note: the whole file passes through the server's memory on its way in. */
const MAX_COPY_BYTES = 200 * 1024 * 1024;
/** Files past this many are copied and listed without a preview, which keeps the result a bounded size. */
const MAX_PREVIEWS = 10;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A workspace name for each file: safe characters only, and "data-2.csv" when "data.csv" is taken. */
export function workspaceNames(originalNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return originalNames.map((original) => {
    const safe = keySafeFileName(original);
    const dot = safe.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${stem}-${copy}${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

async function readUpload(context: ToolContext, key: string): Promise<Uint8Array | undefined> {
  const object = await context.deps.storage.open(key);
  return object ? readAtMost(object.body, MAX_COPY_BYTES) : undefined;
}

/** Copies the attached files into the workspace; answers what the agent is told about them. */
export async function copyUserFiles(context: ToolContext, wording: UserFilesWording): Promise<string> {
  const wanted = [...new Set(context.fileIds)];
  const byId = new Map((await userFiles(context.deps.db, context.userId, wanted)).map((row) => [row.id, row]));
  const rows = wanted.flatMap((id) => {
    const row = byId.get(id);
    return row?.status === "uploaded" ? [row] : [];
  });
  if (rows.length === 0) return wording.noFiles;
  const sandbox = await context.sandbox();
  const names = workspaceNames(rows.map((row) => row.originalName));
  const parts: string[] = [];
  for (const [index, row] of rows.entries()) {
    context.signal.throwIfAborted();
    const name = names[index] ?? row.originalName;
    const label = `${index + 1}. ${name} — ${sizeText(row.size)}${name === row.originalName ? "" : ` (uploaded as "${row.originalName}")`}`;
    const bytes = row.size > MAX_COPY_BYTES ? undefined : await readUpload(context, row.key);
    if (!bytes) {
      parts.push(`${label}\nNot copied: it is missing from storage or larger than ${sizeText(MAX_COPY_BYTES)}.`);
      continue;
    }
    await sandbox.writeFile(name, bytes);
    parts.push(index < MAX_PREVIEWS ? `${label}\n${await previewFile(context, name, bytes)}` : label);
  }
  return `${wording.intro}\n\n${parts.join("\n\n")}`;
}

export function loadUserFilesTool(wording: UserFilesWording): AgentTool {
  return defineTool({
    description: "Copy the files the user attached to this task into your working folder and show their first rows.",
    input: z.object({}),
    execute: async (_input, context) => ({ content: await copyUserFiles(context, wording) }),
  });
}

/** Always the first call, with or without files (see above). */
export function loadUserFilesFirst() {
  return { name: LOAD_USER_FILES_TOOL, input: {} };
}
