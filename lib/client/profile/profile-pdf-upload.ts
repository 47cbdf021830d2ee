/**
 * A PDF for the research profile goes through the same upload flow as a task's attachments (spec §7: slots, PUT,
 * confirmation); the profile keeps its download link.
 */
import { pdfLink } from "@/lib/domain/profile/profile-mapping";
import { callApi } from "../api/call-api";
import { putFileWithXhr } from "../uploads/put-file";
import { uploadBatch } from "../uploads/upload-batch";

export type UploadedPdf = { url: string; name: string };

/** Resolves the stored file, or throws with the message to show. */
export async function uploadProfilePdf(file: File): Promise<UploadedPdf> {
  const controller = new AbortController();
  const [outcome] = await uploadBatch({ callApi, put: putFileWithXhr, now: () => performance.now() }, [file], {
    signals: [controller.signal],
  });
  if (!outcome?.ok) throw new Error(outcome?.message ?? "Upload failed");
  return { url: pdfLink(outcome.fileKey ?? String(outcome.fileId), file.name), name: file.name };
}
