import "server-only";
import { and, desc, eq, like } from "drizzle-orm";
import { parseStepContent, type ProjectVersion } from "@/lib/contract/entities/task";
import { fileExtension, OCTET_STREAM } from "@/lib/domain/files/file-types";
import type { Database } from "../../db/client";
import { taskSteps } from "../../db/schema";

/**
 * Project versions of an Auto Experiment task (issue 17, spec §3 "Project"): each file is stored under
 * `workspaces/<taskId>/<snapshot time>/<path>`, and the task's latest `project` step lists every version so far.
 */
export function projectKeyPrefix(taskId: string): string {
  return `workspaces/${taskId}/`;
}

/**
 * Code and text are served as UTF-8 text, so the Project Package preview can fetch and show them; anything else
 * (checkpoints, images, archives) as bytes. Served as attachments with nosniff, a text type never renders as a page.
 */
export const PROJECT_TEXT_TYPE = "text/plain; charset=utf-8";

const TEXT_EXTENSIONS = new Set([
  ..."py pyi ipynb r jl sh bash zsh c h cc cpp hpp cu java kt scala go rs rb pl lua m js mjs cjs ts tsx jsx sql".split(" "),
  ..."txt md markdown rst tex bib log csv tsv json jsonl ndjson yaml yml toml ini cfg conf env xml html css svg".split(" "),
]);
/** Text files that by custom have no extension. */
const TEXT_NAMES = new Set(["readme", "license", "makefile", "dockerfile", "procfile", ".gitignore", ".dockerignore"]);

export function projectFileContentType(fileName: string): string {
  const isText = TEXT_EXTENSIONS.has(fileExtension(fileName)) || TEXT_NAMES.has(fileName.toLowerCase());
  return isText ? PROJECT_TEXT_TYPE : OCTET_STREAM;
}

/** The versions listed by the task's latest project step, oldest first; [] when it has none. */
export async function taskProjectVersions(db: Database, taskId: string): Promise<ProjectVersion[]> {
  // Only steps that can be project steps are read (a long run has hundreds of others), newest first.
  const candidates = await db
    .select({ content: taskSteps.content })
    .from(taskSteps)
    .where(and(eq(taskSteps.taskId, taskId), like(taskSteps.content, '%"project"%')))
    .orderBy(desc(taskSteps.seq));
  for (const { content } of candidates) {
    const parsed = parseStepContent(content);
    if (parsed.ok && parsed.value.type === "trajectory" && parsed.value.payload.project) return parsed.value.payload.project.versions;
  }
  return [];
}

/** A version's number: the one it carries, or its place in the list (1-based) for a step that gives none. */
export function versionNumber(version: ProjectVersion, index: number): number {
  const carried = Number(version.version);
  return Number.isInteger(carried) && carried > 0 ? carried : index + 1;
}
