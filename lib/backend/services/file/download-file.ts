import "server-only";
import { ContractError } from "@/lib/contract";
import { OCTET_STREAM } from "@/lib/domain/files/file-types";
import type { Attachment } from "../../call-answers";
import { and, eq } from "drizzle-orm";
import type { BackendDeps } from "../../deps";
import { tasks, type UserRow } from "../../db/schema";
import { isWellFormedKey, userUploadPrefix } from "../../storage/object-keys";
import { fileByKey } from "./file-records";
import { projectFileContentType } from "./project-files";
import { assertSignature, fileNotFound, localStorageOf } from "./storage-errors";

/**
 * GET /file/download?fileKey=: the owner of an uploaded file gets a short-lived signed link to it (a presigned GET,
 * or the local driver's signed path). Keys outside the caller's own prefix answer 404, as do files not confirmed.
 */
export async function downloadLink(deps: BackendDeps, user: UserRow, fileKey: string): Promise<string> {
  if (!fileKey.startsWith(userUploadPrefix(user.id)) || !isWellFormedKey(fileKey)) throw fileNotFound();
  const row = await fileByKey(deps.db, fileKey);
  if (!row || row.userId !== user.id || row.status !== "uploaded") throw fileNotFound();
  const expiresAt = new Date(deps.now().getTime() + deps.config.STORAGE_DOWNLOAD_URL_TTL_SECONDS * 1000);
  return deps.storage.downloadUrl({ key: row.key, fileName: row.originalName, contentType: row.contentType, expiresAt });
}

/**
 * Task artefacts: files a task's agent stored, with no files row. Notebook versions (issue 16) are
 * `notebooks/<taskId>/notebook-v<n>.ipynb`; project files (issue 17) are `workspaces/<taskId>/<snapshot>/<path>`.
 * The task's owner downloads them as uploads are downloaded; anyone else gets the same 404 as for a missing file.
 */
export const NOTEBOOK_CONTENT_TYPE = "application/x-ipynb+json";
const TASK_ARTEFACT_AREA = /^(?:notebooks|workspaces)\//;
const TASK_ARTEFACT_KEY = /^(notebooks|workspaces)\/([\w-]{1,64})\/(.+)$/;
const NOTEBOOK_FILE = /^notebook-v[1-9]\d{0,5}\.ipynb$/;
/** A snapshot's folder, then the file's workspace path. */
const PROJECT_FILE = /^[\w-]+\/.+$/;

export function notebookKey(taskId: string, version: number): string {
  return `notebooks/${taskId}/notebook-v${version}.ipynb`;
}

/** Where the canvas fetches a version from: this call, which checks who asks. */
export function notebookUrl(key: string): string {
  return `/api/file/download?fileKey=${encodeURIComponent(key)}`;
}

export function isTaskArtefactKey(key: string): boolean {
  return TASK_ARTEFACT_AREA.test(key);
}

type TaskArtefact = { taskId: string; fileName: string; contentType: string };

function taskArtefact(key: string): TaskArtefact | undefined {
  const [, area, taskId, rest] = TASK_ARTEFACT_KEY.exec(key) ?? [];
  if (!taskId || !rest || !isWellFormedKey(key)) return undefined;
  if (area === "notebooks") return NOTEBOOK_FILE.test(rest) ? { taskId, fileName: rest, contentType: NOTEBOOK_CONTENT_TYPE } : undefined;
  const fileName = rest.split("/").at(-1) ?? "";
  return PROJECT_FILE.test(rest) ? { taskId, fileName, contentType: projectFileContentType(fileName) } : undefined;
}

/** `user` undefined: a signed-out caller. Visitors of a shared session will be admitted here too (issue 21). */
export async function taskArtefactDownloadLink(deps: BackendDeps, user: UserRow | undefined, fileKey: string): Promise<string> {
  const artefact = taskArtefact(fileKey);
  if (!user || !artefact) throw fileNotFound();
  const [task] = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, artefact.taskId), eq(tasks.userId, user.id)))
    .limit(1);
  if (!task || !(await deps.storage.stat(fileKey))) throw fileNotFound();
  const expiresAt = new Date(deps.now().getTime() + deps.config.STORAGE_DOWNLOAD_URL_TTL_SECONDS * 1000);
  return deps.storage.downloadUrl({ key: fileKey, fileName: artefact.fileName, contentType: artefact.contentType, expiresAt });
}

export type SignedDownloadQuery = { fileKey: string; expires?: number; signature?: string };

/** The local driver's signed link itself: the signature authorises it, as with a presigned GET. */
export async function signedDownload(deps: BackendDeps, query: SignedDownloadQuery): Promise<Attachment> {
  const storage = localStorageOf(deps.storage);
  if (query.expires === undefined || query.signature === undefined) {
    throw ContractError.badRequest("A signed link needs both expires and signature");
  }
  const check = await storage.checkDownload({ key: query.fileKey, expires: query.expires, signature: query.signature }, deps.now());
  assertSignature(check);
  const row = await fileByKey(deps.db, query.fileKey);
  const opened = await storage.open(query.fileKey);
  if (!opened) throw fileNotFound();
  return {
    body: opened.body,
    size: opened.size,
    fileName: row?.originalName ?? query.fileKey.split("/").at(-1) ?? "file",
    contentType: row?.contentType ?? taskArtefact(query.fileKey)?.contentType ?? OCTET_STREAM,
  };
}
