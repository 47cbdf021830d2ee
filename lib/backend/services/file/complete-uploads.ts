import "server-only";
import type { UploadCompleteRequest, UploadedFileStatus } from "@/lib/contract/calls/file";
import type { BackendDeps } from "../../deps";
import { logger } from "../../logger";
import type { UserRow } from "../../db/schema";
import { type FileRow, updateFile, userFiles } from "./file-records";
import { fileNotFound } from "./storage-errors";

type Report = UploadCompleteRequest["files"][number];

/**
 * POST /file/upload_complete: the browser's report of its direct uploads. A file is marked uploaded only when the
 * stored object exists and its real size (HeadObject / stat) equals the size signed into its slot; whatever the
 * browser claims about sizes is not trusted. Failed files lose their object. Other users' file ids answer 404.
 */
export async function completeUploads(
  deps: BackendDeps,
  user: UserRow,
  request: UploadCompleteRequest,
): Promise<{ files: Array<{ fileId: string; status: UploadedFileStatus }> }> {
  const ids = [...new Set(request.files.map((report) => String(report.fileId)))];
  const rows = new Map((await userFiles(deps.db, user.id, ids)).map((row) => [row.id, row]));
  if (rows.size !== ids.length) throw fileNotFound();
  const outcomes = [];
  for (const report of request.files) {
    const row = rows.get(String(report.fileId));
    if (!row) throw fileNotFound();
    outcomes.push({ fileId: row.id, status: await settle(deps, row, report) });
  }
  return { files: outcomes };
}

async function settle(deps: BackendDeps, row: FileRow, report: Report): Promise<UploadedFileStatus> {
  if (row.status === "uploaded") return "uploaded";
  const stored = report.success ? await deps.storage.stat(row.key) : undefined;
  if (stored && stored.size === row.size) {
    const etag = row.etag ?? stored.etag ?? report.etag ?? null;
    await updateFile(deps.db, row.id, { status: "uploaded", etag, uploadedAt: deps.now() });
    return "uploaded";
  }
  if (report.success) {
    logger.warn({ fileId: row.id, signedSize: row.size, storedSize: stored?.size ?? null }, "upload reported but not stored as signed");
  }
  await updateFile(deps.db, row.id, { status: "failed" });
  // The object, if any, is not the file that was signed for: nothing may download it.
  await deps.storage.remove(row.key).catch((error: unknown) => logger.warn({ err: error, key: row.key }, "could not remove a failed upload"));
  return "failed";
}
