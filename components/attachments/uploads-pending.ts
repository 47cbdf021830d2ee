/**
 * Ours, for every task input with attachments: a file still on its way has no fileId yet and would silently be left
 * out of the task, so sending waits for it and says so.
 */
import type { Attachments } from "@/lib/client/uploads/use-attachments";
import { showToast } from "@/lib/client/shell/toast-store";

const UPLOADING_NOTICE = "Please wait until your files finish uploading.";

/** True (and the notice shown) while some attached file is still uploading. */
export function holdWhileUploading(attachments: Pick<Attachments, "uploading">): boolean {
  if (attachments.uploading) showToast("info", UPLOADING_NOTICE);
  return attachments.uploading;
}
