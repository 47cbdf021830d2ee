import { z } from "zod";
import { MAX_FILE_SIZE_BYTES, MAX_TOTAL_FILE_SIZE_BYTES } from "../constants";
import { uploadSlotResponseSchema } from "../entities/files";
import { stsTokenSchema } from "../entities/user";
import { InputLimit } from "../limits";
import { ValidationMessage as M } from "../messages";
import { ackSchema, cacheBusterShape, idSchema, shareIdShape } from "../primitives";
import { defineCall } from "./define";
import { callRoutes } from "./routes";

export const uploadSlotRequestSchema = z.object({
  files: z
    .array(
      z.object({
        fileName: z.string().min(1).max(InputLimit.fileName),
        fileSize: z.number().int().min(0).max(MAX_FILE_SIZE_BYTES, M.fileTooLarge),
      }),
    )
    .min(1)
    .max(InputLimit.uploadFiles)
    .refine((files) => files.reduce((sum, f) => sum + f.fileSize, 0) <= MAX_TOTAL_FILE_SIZE_BYTES, M.totalTooLarge),
});
export type UploadSlotRequest = z.infer<typeof uploadSlotRequestSchema>;

/** The client's report of each direct upload, success or not, so the server can drop failed slots. */
export const uploadReportSchema = z.object({
  fileId: idSchema,
  success: z.boolean(),
  actualFileSize: z.number().int().min(0).nullish(),
  errorMessage: z.string().max(InputLimit.note).nullish(),
  etag: z.string().max(InputLimit.name).nullish(),
  httpStatus: z.number().int().nullish(),
  uploadDuration: z.number().min(0).nullish(),
});
export const uploadCompleteRequestSchema = z.object({ files: z.array(uploadReportSchema).min(1).max(InputLimit.uploadFiles) });
export type UploadCompleteRequest = z.infer<typeof uploadCompleteRequestSchema>;

export const uploadedFileStatuses = ["uploaded", "failed"] as const;
export type UploadedFileStatus = (typeof uploadedFileStatuses)[number];

/**
 * Ours: how each reported file ended once the server checked the stored object against the size it signed.
 * Upstreams answer a bare ack, which a client reads as "every successful upload confirmed".
 */
export const uploadCompleteResultSchema = z.union([
  z.looseObject({
    files: z.array(z.looseObject({ fileId: idSchema, status: z.enum(uploadedFileStatuses) })),
  }),
  ackSchema,
]);
export type UploadCompleteResult = z.infer<typeof uploadCompleteResultSchema>;

export const fileCalls = {
  "file.batchTempUrls": defineCall({
    ...callRoutes["file.batchTempUrls"],
    body: uploadSlotRequestSchema,
    result: uploadSlotResponseSchema,
    response: "json",
    auth: "required",
  }),
  "file.uploadTemp": defineCall({
    ...callRoutes["file.uploadTemp"],
    params: z.object({ fileId: z.string().min(1).max(InputLimit.id) }),
    query: z.object({ expires: z.coerce.number<string | number>().int(), signature: z.string().min(1).max(InputLimit.id) }),
    result: z.null(),
    response: "empty",
    /** The HMAC signature in the URL is the authorisation, as with an S3 presigned PUT. */
    auth: "none",
    invented:
      "spec §7 PUTs to the tempUrl of an upload slot; with the local storage driver (DESIGN §3) that URL is ours, so it needs a path",
  }),
  "file.uploadComplete": defineCall({
    ...callRoutes["file.uploadComplete"],
    body: uploadCompleteRequestSchema,
    result: uploadCompleteResultSchema,
    response: "json",
    auth: "required",
  }),
  "file.download": defineCall({
    ...callRoutes["file.download"],
    query: z.object({
      fileKey: z.string().min(1, "fileKey is required").max(InputLimit.url),
      /** A signed link (local storage driver): the signature, not the session, authorises it, like an S3 presigned GET. */
      expires: z.coerce.number<string | number>().int().optional(),
      signature: z.string().min(1).max(InputLimit.id).optional(),
      ...shareIdShape,
      ...cacheBusterShape,
    }),
    result: z.null(),
    response: "file",
    /** Files of a shared session (its tasks' artefacts and the uploads they use) download for visitors with its shareId. */
    auth: "optional",
    invented:
      "spec §7 shows only fileKey; the answer is a redirect to a signed link, which for local storage is this path again with expires and signature",
  }),
  "file.projectZip": defineCall({
    ...callRoutes["file.projectZip"],
    query: z.object({
      taskId: z.string().min(1).max(InputLimit.id),
      /** A project version's number; the latest version when absent. */
      version: z.coerce.number<string | number>().int().min(1).optional(),
      ...shareIdShape,
      ...cacheBusterShape,
    }),
    result: z.null(),
    response: "file",
    /** The task's owner, or a visitor with the shareId of the task's session. */
    auth: "optional",
    invented:
      "issue 17 asks for an Auto Experiment project version as one download and spec §7 has no call for it; the server zips the version's stored files",
  }),
  "file.stsToken": defineCall({
    ...callRoutes["file.stsToken"],
    query: z.object(cacheBusterShape),
    result: stsTokenSchema,
    response: "json",
    auth: "required",
    invented:
      "spec §7 names GET getSTSToken on 'a separate file service' without a path; we serve it under the file area",
  }),
} as const;
