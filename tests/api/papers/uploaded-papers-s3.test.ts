import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "@/lib/backend/db/schema";
import { createPaperSources } from "@/lib/backend/papers/create-paper-sources";
import { minimalPdf } from "../../fixtures/fake-papers";
import { complete, createFilesBackend, oneSlot, type FilesBackend } from "../files/files-support";

/** With STORAGE_DRIVER=s3 a user's attached PDF is read from the bucket, as it is from local disk. */
let s3: S3rver;
let s3Dir: string;
let setup: FilesBackend;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-papers-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: "papers-test" }] });
  const { port } = await s3.run();
  setup = await createFilesBackend({
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: "papers-test",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
});
afterAll(async () => {
  await setup?.dispose();
  await s3?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

describe("uploadedPapers on S3 storage", () => {
  it("extracts the text of a PDF uploaded through a presigned PUT, and skips a file whose object is gone", async () => {
    const upload = async (name: string, bytes: Uint8Array) => {
      const slot = await oneSlot(setup, name, bytes.byteLength);
      const put = await fetch(slot.tempUrl, { method: "PUT", body: Buffer.from(bytes), headers: { "content-type": slot.contentType } });
      expect(put.status).toBe(200);
      await complete(setup, [{ fileId: slot.fileId, success: true, httpStatus: 200 }]);
      return slot;
    };
    const paper = await upload("Survey draft.pdf", minimalPdf(["Survey draft", "Bucket marker heron."]));
    const vanished = await upload("gone.md", new TextEncoder().encode("# gone"));
    const { deps } = setup.backend;
    const [row] = await deps.db.select({ userId: files.userId }).from(files).where(eq(files.id, paper.fileId));
    await deps.storage.remove(vanished.fileKey);

    const sources = createPaperSources(deps);
    const papers = await sources.uploadedPapers(row?.userId ?? "", [paper.fileId, vanished.fileId]);
    expect(papers.map((entry) => entry.title)).toEqual(["Survey draft.pdf"]);
    const [read] = papers;
    if (!read) throw new Error("no paper");
    expect(await sources.fullText(read)).toContain("Bucket marker heron.");
  });
});
