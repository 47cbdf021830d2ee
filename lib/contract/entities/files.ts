import { z } from "zod";
import { idSchema } from "../primitives";

/** A file attached in the input box; fileId and realUrl appear once the upload finished. */
export const attachedFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
  uid: z.string(),
  fileId: idSchema.nullish(),
  realUrl: z.string().nullish(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

export const uploadedFileInfoSchema = z.looseObject({ name: z.string(), url: z.string() });
export type UploadedFileInfo = z.infer<typeof uploadedFileInfoSchema>;

export const uploadSlotSchema = z.looseObject({
  fileId: idSchema,
  tempUrl: z.string(),
  contentType: z.string(),
  /** Ours: the stored object's key, for `GET /file/download?fileKey=` once the upload is confirmed. */
  fileKey: z.string().nullish(),
});
export type UploadSlot = z.infer<typeof uploadSlotSchema>;

export const uploadSlotResponseSchema = z.looseObject({ results: z.array(uploadSlotSchema) });
export type UploadSlotResponse = z.infer<typeof uploadSlotResponseSchema>;
