import "server-only";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { completeUploads } from "../services/file/complete-uploads";
import { downloadLink, isTaskArtefactKey, signedDownload, taskArtefactDownloadLink } from "../services/file/download-file";
import { projectZip } from "../services/file/project-zip";
import { receiveUpload } from "../services/file/receive-upload";
import { requestUploadSlots } from "../services/file/request-upload-slots";
import { readerOf } from "../services/share/share-reader";

/** Files (spec §4 File upload, §7 file calls): upload slots, the direct upload, its confirmation, downloads. */
export function mountFileCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "file.batchTempUrls", ({ user, body }) => requestUploadSlots(deps, user, body));
  // The signature in the URL is the authorisation, as with an S3 presigned PUT: no session needed.
  mount(api, "file.uploadTemp", async ({ params, query, request }) => {
    const contentLength = request.headers.get("content-length") ?? undefined;
    const { etag } = await receiveUpload(deps, { ...params, ...query, contentLength, body: request.body });
    return { headers: { ETag: etag } };
  });
  mount(api, "file.uploadComplete", ({ user, body }) => completeUploads(deps, user, body));
  // Without a signature the caller's session, or a shared session's shareId, asks for a signed link; with one,
  // the signature alone authorises it.
  mount(api, "file.download", async (caller) => {
    const { fileKey, shareId, expires, signature } = caller.query;
    if (expires === undefined && signature === undefined) {
      const reader = await readerOf(deps, caller, shareId);
      const link = isTaskArtefactKey(fileKey) ? taskArtefactDownloadLink(deps, reader, fileKey, shareId) : downloadLink(deps, reader, fileKey, shareId);
      return { redirectTo: await link };
    }
    return { attachment: await signedDownload(deps, caller.query) };
  });
  mount(api, "file.projectZip", async (caller) => ({ attachment: await projectZip(deps, await readerOf(deps, caller, caller.query.shareId), caller.query) }));
  // Uploads use signed URLs from batch_temp_urls; there are no temporary storage credentials to hand out.
  mount(api, "file.stsToken", () => {
    throw new ContractError(ResultCode.notImplemented, "Temporary storage credentials are not offered: use /file/batch_temp_urls");
  });
}
