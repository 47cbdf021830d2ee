import "server-only";
import { ContractError } from "@/lib/contract";
import { OCTET_STREAM } from "@/lib/domain/files/file-types";
import type { Attachment } from "../../call-answers";
import type { BackendDeps } from "../../deps";
import type { UserRow } from "../../db/schema";
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
    contentType: row?.contentType ?? OCTET_STREAM,
  };
}
