import "server-only";
import { ContractError } from "@/lib/contract";
import { OCTET_STREAM } from "@/lib/domain/files/file-types";
import type { Attachment } from "../../call-answers";
import type { BackendDeps } from "../../deps";
import type { UserRow } from "../../db/schema";
import { isWellFormedKey, userUploadPrefix } from "../../storage/object-keys";
import { findReadableTask, sharedTaskUsedUpload } from "../share/session-access";
import { fileByKey, type FileRow } from "./file-records";
import { projectFileContentType } from "./project-files";
import { assertSignature, fileNotFound, localStorageOf } from "./storage-errors";

/**
 * GET /file/download?fileKey=: an uploaded file's owner gets a short-lived signed link to it (a presigned GET, or
 * the local driver's signed path); so does a shared session's visitor (shareId) when a task of that session used
 * the upload. Anything else answers 404, as do files not confirmed: nobody learns which keys exist.
 */
export async function downloadLink(deps: BackendDeps, user: UserRow | undefined, fileKey: string, shareId?: string): Promise<string> {
  if (!isWellFormedKey(fileKey)) throw fileNotFound();
  const row = await fileByKey(deps.db, fileKey);
  if (!row || row.status !== "uploaded" || !(await mayDownloadUpload(deps, user, shareId, row))) throw fileNotFound();
  return deps.storage.downloadUrl({ key: row.key, fileName: row.originalName, contentType: row.contentType, expiresAt: linkExpiry(deps) });
}

async function mayDownloadUpload(deps: BackendDeps, user: UserRow | undefined, shareId: string | undefined, row: FileRow): Promise<boolean> {
  if (user?.id === row.userId && row.key.startsWith(userUploadPrefix(user.id))) return true;
  return shareId !== undefined && (await sharedTaskUsedUpload(deps.db, shareId, row));
}

/** Signed links live STORAGE_DOWNLOAD_URL_TTL_SECONDS: a link copied out of a shared session stops working soon. */
function linkExpiry(deps: BackendDeps): Date {
  return new Date(deps.now().getTime() + deps.config.STORAGE_DOWNLOAD_URL_TTL_SECONDS * 1000);
}

/**
 * Task artefacts: files a task's agent stored, with no files row. Notebook versions (issue 16) are
 * `notebooks/<taskId>/notebook-v<n>.ipynb`; project files (issue 17) are `workspaces/<taskId>/<snapshot>/<path>`.
 * The task's readers download them as uploads are downloaded; anyone else gets the same 404 as for a missing file.
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

/** The task's owner, or a visitor holding the shareId of the task's session; `user` undefined: a signed-out visitor. */
export async function taskArtefactDownloadLink(deps: BackendDeps, user: UserRow | undefined, fileKey: string, shareId?: string): Promise<string> {
  const artefact = taskArtefact(fileKey);
  if (!artefact || !(await findReadableTask(deps.db, user, artefact.taskId, shareId)) || !(await deps.storage.stat(fileKey))) throw fileNotFound();
  return deps.storage.downloadUrl({ key: fileKey, fileName: artefact.fileName, contentType: artefact.contentType, expiresAt: linkExpiry(deps) });
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
