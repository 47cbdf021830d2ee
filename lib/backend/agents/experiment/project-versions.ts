import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Project } from "@/lib/contract/entities/task";
import type { MidOutput, TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { fileExtension } from "@/lib/domain/files/file-types";
import type { Sandbox, WorkspaceEntry } from "../../sandbox/executor";
import { type AgentToolResult, defineTool, type ToolContext } from "../definition";

/**
 * Project versions (spec §3 "Project"): the workspace's files copied to storage, each listed as {path, oss_path —
 * its storage key —, type}, announced by a `project` step that lists every version so far. Versions are read back
 * from the trajectory (mid_output.project_version), so a resumed run numbers them on, and each file's SHA-256 is kept
 * there so the finish tools can tell whether anything changed since the last one.
 */
export const SNAPSHOT_PROJECT_TOOL = "snapshot_project";

/** Files of these folders are caches or environments, not the project. */
const SKIPPED_FOLDERS = new Set(["__pycache__", ".cache", ".ipynb_checkpoints", ".git", ".venv", "venv", "node_modules", ".pytest_cache"]);
/** A model checkpoint or a dataset this big is left out of the package (the README says how to make it again). */
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_FILES = 300;

type VersionFile = NonNullable<MidOutput["project_version"]>["files"][number];
type ProjectVersionRecord = { version: number; files: VersionFile[] };

export function projectVersions(trajectory: readonly TrajectoryMessage[]): ProjectVersionRecord[] {
  const versions: ProjectVersionRecord[] = [];
  for (const message of trajectory) {
    const version = message.role === "tool" ? message.mid_output?.project_version : undefined;
    // A version stored again (a run stopped between its step and its result repeats the call) replaces the first.
    if (version) versions[version.version - 1] = { version: version.version, files: version.files };
  }
  return versions.filter(Boolean);
}

type Candidate = { path: string; size: number; sha256: string };

/** The workspace files a version holds, with their fingerprints, and the ones left out (with why). */
async function projectFiles(sandbox: Sandbox): Promise<{ files: Candidate[]; skipped: string[] }> {
  const entries = await sandbox.listFiles();
  const inProject = (entry: WorkspaceEntry) => entry.type === "file" && !entry.path.split("/").some((segment) => SKIPPED_FOLDERS.has(segment));
  const files: Candidate[] = [];
  const skipped: string[] = [];
  for (const entry of entries.filter(inProject)) {
    if (entry.size > MAX_FILE_BYTES) skipped.push(`${entry.path} (${Math.round(entry.size / 1024 / 1024)} MB, over the ${MAX_FILE_BYTES / 1024 / 1024} MB limit)`);
    else if (files.length >= MAX_FILES) skipped.push(`${entry.path} (past ${MAX_FILES} files)`);
    else files.push({ path: entry.path, size: entry.size, sha256: createHash("sha256").update(await sandbox.readFile(entry.path)).digest("hex") });
  }
  return { files, skipped };
}

function sameFiles(files: readonly Candidate[], version: ProjectVersionRecord | undefined): boolean {
  if (!version || version.files.length !== files.length) return false;
  const before = new Map(version.files.map((file) => [file.path, file.sha256]));
  return files.every((file) => before.get(file.path) === file.sha256);
}

function projectOf(versions: readonly ProjectVersionRecord[]): Project {
  return { versions: versions.map(({ version, files }) => ({ version, files: files.map(({ path, oss_path, type }) => ({ path, oss_path, type })) })) };
}

export type Snapshot = Required<Pick<AgentToolResult, "midOutput" | "project">> & { summary: string };

/**
 * Stores the workspace as the next version. Nothing is stored (undefined) when it has no files, or with
 * `onlyIfChanged` when its files are those of the last version.
 */
export async function snapshotProject(context: ToolContext, options: { onlyIfChanged: boolean }): Promise<Snapshot | undefined> {
  const sandbox = await context.sandbox();
  const previous = projectVersions(context.trajectory());
  const { files, skipped } = await projectFiles(sandbox);
  if (files.length === 0 || (options.onlyIfChanged && sameFiles(files, previous.at(-1)))) return undefined;
  const stored = await sandbox.snapshot(files.map((file) => file.path));
  const version = previous.length + 1;
  const byPath = new Map(files.map((file) => [file.path, file]));
  const versionFiles = stored.map(({ path, key, size }) => ({
    path,
    oss_path: key,
    type: fileExtension(path) || "file",
    size,
    sha256: byPath.get(path)?.sha256 ?? null,
  }));
  const record = { version, files: versionFiles };
  const left = skipped.length > 0 ? `\nLeft out: ${skipped.join("; ")}.` : "";
  return {
    summary: `Saved project version ${version}: ${stored.length} file(s) (${stored.map((file) => file.path).join(", ")}).${left}`,
    midOutput: { project_version: record },
    project: projectOf([...previous, record]),
  };
}

export const snapshotProjectTool = defineTool({
  description:
    "Save the workspace's files as a new project version the user can browse and download. Save after each working milestone (first script that runs, results obtained).",
  input: z.object({}),
  async execute(_input, context) {
    const snapshot = await snapshotProject(context, { onlyIfChanged: false });
    if (!snapshot) return { content: "The workspace has no files to snapshot yet: write the project's files first." };
    return { content: snapshot.summary, midOutput: snapshot.midOutput, project: snapshot.project };
  },
});
