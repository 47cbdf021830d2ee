import "server-only";
import { ContractError } from "@/lib/contract";
import { OCTET_STREAM } from "@/lib/domain/files/file-types";
import type { Attachment } from "../../call-answers";
import { and, eq } from "drizzle-orm";
import type { BackendDeps } from "../../deps";
import { tasks, type UserRow } from "../../db/schema";
import { isWellFormedKey, userUploadPrefix } from "../../storage/object-keys";
import { fileByKey } from "./file-records";
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
 * Notebook versions the Notebook agent saved (issue 16): `notebooks/<taskId>/notebook-v<n>.ipynb`, no files row. The
 * task's owner downloads them as uploads are downloaded; anyone else gets the same 404 as for a missing file.
 */
export const NOTEBOOK_CONTENT_TYPE = "application/x-ipynb+json";
const NOTEBOOK_KEY = /^notebooks\/([\w-]{1,64})\/(notebook-v[1-9]\d{0,5}\.ipynb)$/;

export function notebookKey(taskId: string, version: number): string {
  return `notebooks/${taskId}/notebook-v${version}.ipynb`;
}

/** Where the canvas fetches a version from: this call, which checks who asks. */
export function notebookUrl(key: string): string {
  return `/api/file/download?fileKey=${encodeURIComponent(key)}`;
}

export function isNotebookKey(key: string): boolean {
  return key.startsWith("notebooks/");
}

/** `user` undefined: a signed-out caller. Visitors of a shared session will be admitted here too (issue 21). */
export async function notebookDownloadLink(deps: BackendDeps, user: UserRow | undefined, fileKey: string): Promise<string> {
  const [, taskId, fileName] = NOTEBOOK_KEY.exec(fileKey) ?? [];
  if (!user || !taskId || !fileName) throw fileNotFound();
  const [task] = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, user.id)))
    .limit(1);
  if (!task || !(await deps.storage.stat(fileKey))) throw fileNotFound();
  const expiresAt = new Date(deps.now().getTime() + deps.config.STORAGE_DOWNLOAD_URL_TTL_SECONDS * 1000);
  return deps.storage.downloadUrl({ key: fileKey, fileName, contentType: NOTEBOOK_CONTENT_TYPE, expiresAt });
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
    contentType: row?.contentType ?? (isNotebookKey(query.fileKey) ? NOTEBOOK_CONTENT_TYPE : OCTET_STREAM),
  };
}
