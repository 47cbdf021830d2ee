/**
 * The upload flow of spec §7 for one batch of files: ask for upload slots (POST /file/batch_temp_urls), PUT each
 * file straight to its signed URL, then report every result (POST /file/upload_complete). A file counts as
 * uploaded only when its PUT succeeded and the server confirmed the stored size.
 */
import type { UploadCompleteResult } from "@/lib/contract/calls/file";
import type { UploadSlot } from "@/lib/contract/entities/files";
import { uploadFailedMessage, uploadUnconfirmedMessage } from "@/lib/domain/files/attachments";
import type { CallApi } from "../api/call-api";
import type { PutFile, PutResult } from "./put-file";

export type UploadOutcome =
  | { ok: true; fileId: string; fileKey: string | undefined }
  | { ok: false; canceled: boolean; message: string };

export type UploadBatchDeps = { callApi: CallApi; put: PutFile; now: () => number };

export type UploadBatchOptions = {
  /** One per file: aborting it cancels that file only. */
  signals: AbortSignal[];
  onProgress?: (index: number, fraction: number) => void;
};

type Attempt = { slot: UploadSlot; result: PutResult | undefined; error: string | undefined; duration: number; cause?: string };

async function putOne(
  deps: UploadBatchDeps,
  file: File,
  slot: UploadSlot,
  signal: AbortSignal | undefined,
  onProgress: (fraction: number) => void,
): Promise<Attempt> {
  const started = deps.now();
  try {
    if (signal?.aborted) return { slot, result: undefined, error: "canceled", duration: 0 };
    const result = await deps.put(slot.tempUrl, file, slot.contentType, { signal, onProgress: (loaded, total) => onProgress(total > 0 ? loaded / total : 1) });
    return { slot, result, error: result.ok ? undefined : uploadFailedMessage(result.status), duration: deps.now() - started };
  } catch (error) {
    const canceled = signal?.aborted === true;
    // Anything but a cancel is a failed upload to the user; the reason goes to the server in the report.
    const duration = deps.now() - started;
    if (canceled) return { slot, result: undefined, error: "canceled", duration };
    return { slot, result: undefined, error: uploadFailedMessage(0), duration, cause: String(error) };
  }
}

function confirmedStatuses(answer: UploadCompleteResult): Map<string, string> | undefined {
  if (typeof answer !== "object" || answer === null || !("files" in answer) || !Array.isArray(answer.files)) return undefined;
  return new Map(answer.files.map((entry) => [String(entry.fileId), entry.status]));
}

export async function uploadBatch(deps: UploadBatchDeps, files: File[], options: UploadBatchOptions): Promise<UploadOutcome[]> {
  const { results: slots } = await deps.callApi("file.batchTempUrls", {
    body: { files: files.map((file) => ({ fileName: file.name, fileSize: file.size })) },
  });
  if (slots.length !== files.length) throw new Error(`expected ${files.length} upload slots, got ${slots.length}`);
  const attempts: Attempt[] = await Promise.all(
    files.map((file, index) => putOne(deps, file, slots[index] as UploadSlot, options.signals[index], (f) => options.onProgress?.(index, f))),
  );
  const answer = await deps.callApi("file.uploadComplete", {
    body: {
      files: attempts.map((attempt, index) => ({
        fileId: attempt.slot.fileId,
        success: attempt.result?.ok === true,
        etag: attempt.result?.etag ?? null,
        actualFileSize: files[index]?.size ?? 0,
        httpStatus: attempt.result?.status ?? 0,
        uploadDuration: attempt.duration,
        errorMessage: attempt.cause ?? attempt.error ?? null,
      })),
    },
  });
  const confirmed = confirmedStatuses(answer);
  return attempts.map((attempt, index): UploadOutcome => {
    if (options.signals[index]?.aborted) return { ok: false, canceled: true, message: "canceled" };
    if (attempt.error !== undefined) return { ok: false, canceled: false, message: attempt.error };
    const fileId = String(attempt.slot.fileId);
    if (confirmed && confirmed.get(fileId) !== "uploaded") {
      return { ok: false, canceled: false, message: uploadUnconfirmedMessage(files[index]?.name ?? "") };
    }
    return { ok: true, fileId, fileKey: attempt.slot.fileKey ?? undefined };
  });
}
