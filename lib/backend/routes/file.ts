import "server-only";
import { Hono } from "hono";
import { ContractError, contractCalls } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendDeps } from "../deps";
import { requireUser } from "../http/auth";
import { ok, parseInput, readJsonBody } from "../http/respond";
import { completeUploads } from "../services/file/complete-uploads";
import { downloadLink, signedDownload } from "../services/file/download-file";
import { receiveUpload } from "../services/file/receive-upload";
import { requestUploadSlots } from "../services/file/request-upload-slots";
import { attachmentDisposition } from "../storage/object-keys";

/** Files (spec §4 File upload, §7 file calls): upload slots, the direct upload, its confirmation, downloads. */
export function fileRoutes(deps: BackendDeps) {
  const calls = {
    batch: contractCalls["file.batchTempUrls"],
    upload: contractCalls["file.uploadTemp"],
    complete: contractCalls["file.uploadComplete"],
    download: contractCalls["file.download"],
  };
  return (
    new Hono()
      .post("/file/batch_temp_urls", async (c) => {
        const user = await requireUser(c, deps);
        const request = parseInput(calls.batch.body, await readJsonBody(c));
        return ok(c, await requestUploadSlots(deps, user, request));
      })
      // The signature in the URL is the authorisation, as with an S3 presigned PUT: no session needed.
      .put("/file/temp/:fileId", async (c) => {
        const { fileId } = parseInput(calls.upload.params, c.req.param());
        const { expires, signature } = parseInput(calls.upload.query, c.req.query());
        const contentLength = c.req.header("content-length");
        const { etag } = await receiveUpload(deps, { fileId, expires, signature, contentLength, body: c.req.raw.body });
        return c.body(null, 200, { ETag: etag });
      })
      .post("/file/upload_complete", async (c) => {
        const user = await requireUser(c, deps);
        const request = parseInput(calls.complete.body, await readJsonBody(c));
        return ok(c, await completeUploads(deps, user, request));
      })
      .get("/file/download", async (c) => {
        const query = parseInput(calls.download.query, c.req.query());
        if (query.expires === undefined && query.signature === undefined) {
          const link = await downloadLink(deps, await requireUser(c, deps), query.fileKey);
          c.header("Cache-Control", "no-store");
          return c.redirect(link, 302);
        }
        const file = await signedDownload(deps, query);
        return c.body(file.body, 200, {
          "Content-Type": file.contentType,
          "Content-Length": String(file.size),
          "Content-Disposition": attachmentDisposition(file.fileName),
          "X-Content-Type-Options": "nosniff",
          // Even if a browser rendered it, an uploaded file runs no script and loads nothing.
          "Content-Security-Policy": "sandbox; default-src 'none'",
          "Cache-Control": "private, no-store",
        });
      })
      // Uploads use signed URLs from batch_temp_urls; there are no temporary storage credentials to hand out.
      .get("/file/getSTSToken", async (c) => {
        await requireUser(c, deps);
        throw new ContractError(ResultCode.notImplemented, "Temporary storage credentials are not offered: use /file/batch_temp_urls");
      })
  );
}
