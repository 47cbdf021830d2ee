import "server-only";
import { randomUUID } from "node:crypto";
import { ContractError } from "@/lib/contract";
import type { UploadSlotRequest } from "@/lib/contract/calls/file";
import type { UploadSlot } from "@/lib/contract/entities/files";
import { contentTypeForFileName } from "@/lib/domain/files/file-types";
import type { BackendDeps } from "../../deps";
import { displayFileName, newObjectKey } from "../../storage/object-keys";
import type { UserRow } from "../../db/schema";
import { insertFiles, type NewFileRow } from "./file-records";
import { assertWithinStorageQuota } from "./storage-quota";

/** More files than anyone attaches at once; keeps a single call from creating rows without bound. */
export const MAX_FILES_PER_BATCH = 50;

/**
 * POST /file/batch_temp_urls: one pending file and one signed upload URL per requested file. The size limits
 * (500 MB each, 2000 MB together) are enforced by the contract schema before this runs, the user's storage quota
 * here; the size accepted here is the one signed into the URL, so storage refuses any other.
 */
export async function requestUploadSlots(
  deps: BackendDeps,
  user: UserRow,
  request: UploadSlotRequest,
): Promise<{ results: UploadSlot[] }> {
  if (request.files.length > MAX_FILES_PER_BATCH) {
    throw ContractError.badRequest(`At most ${MAX_FILES_PER_BATCH} files can be uploaded at once.`);
  }
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.STORAGE_UPLOAD_URL_TTL_SECONDS * 1000);
  const rows: NewFileRow[] = request.files.map((file) => ({
    id: randomUUID(),
    userId: user.id,
    key: newObjectKey(user.id, file.fileName, now),
    originalName: displayFileName(file.fileName),
    contentType: contentTypeForFileName(file.fileName),
    size: file.fileSize,
    status: "pending",
  }));
  const requested = { files: rows.length, bytes: rows.reduce((total, row) => total + row.size, 0) };
  await deps.db.transaction(async (tx) => {
    await assertWithinStorageQuota(tx, deps.config, user.id, requested);
    await insertFiles(tx, rows);
  });
  const results = await Promise.all(
    rows.map(async (row) => {
      const fileId = row.id ?? "";
      const tempUrl = await deps.storage.uploadUrl({ fileId, key: row.key, size: row.size, contentType: row.contentType, expiresAt });
      return { fileId, tempUrl, contentType: row.contentType, fileKey: row.key };
    }),
  );
  return { results };
}
