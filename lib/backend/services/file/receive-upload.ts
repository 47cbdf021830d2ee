import "server-only";
import { ContractError } from "@/lib/contract";
import type { BackendDeps } from "../../deps";
import { tooLarge } from "../../storage/local-object-io";
import { fileById, updateFile } from "./file-records";
import { assertSignature, invalidSignature, localStorageOf } from "./storage-errors";

export type IncomingUpload = {
  fileId: string;
  expires: number;
  signature: string;
  /** The Content-Length header as sent, if any: only ever used to refuse early, never to accept. */
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
};

/**
 * PUT /file/temp/:fileId (local storage): the signed upload URL. The signature covers the file id, the size the
 * server accepted and the expiry; the body is streamed to disk and must be exactly that size (413 when longer,
 * as soon as the excess arrives; 400 when shorter).
 */
export async function receiveUpload(deps: BackendDeps, upload: IncomingUpload): Promise<{ etag: string }> {
  const storage = localStorageOf(deps.storage);
  const row = await fileById(deps.db, upload.fileId);
  // An unknown id is answered like a forged signature: the link proves nothing either way.
  if (!row) throw invalidSignature();
  assertSignature(await storage.checkUpload({ fileId: row.id, size: row.size, expires: upload.expires, signature: upload.signature }, deps.now()));
  if (row.status === "uploaded") throw ContractError.badRequest("This file has already been uploaded.");
  const declared = upload.contentLength === undefined ? Number.NaN : Number(upload.contentLength);
  if (Number.isFinite(declared) && declared > row.size) throw tooLarge(row.size);
  const { etag } = await storage.write(row.key, upload.body, row.size);
  await updateFile(deps.db, row.id, { etag });
  return { etag };
}
