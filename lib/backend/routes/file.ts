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
  // Without a signature the owner's session asks for a signed link; with one, the signature alone authorises it.
  mount(api, "file.download", async ({ query, token, requireUser }) => {
    if (query.expires === undefined && query.signature === undefined) {
      if (isTaskArtefactKey(query.fileKey)) {
        return { redirectTo: await taskArtefactDownloadLink(deps, token === undefined ? undefined : await requireUser(), query.fileKey) };
      }
      return { redirectTo: await downloadLink(deps, await requireUser(), query.fileKey) };
    }
    return { attachment: await signedDownload(deps, query) };
  });
  mount(api, "file.projectZip", async ({ requireUser, query }) => ({ attachment: await projectZip(deps, await requireUser(), query) }));
  // Uploads use signed URLs from batch_temp_urls; there are no temporary storage credentials to hand out.
  mount(api, "file.stsToken", () => {
    throw new ContractError(ResultCode.notImplemented, "Temporary storage credentials are not offered: use /file/batch_temp_urls");
  });
}
