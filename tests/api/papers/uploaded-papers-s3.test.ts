import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "@/lib/backend/db/schema";
import { createPaperSources } from "@/lib/backend/papers/create-paper-sources";
import { minimalPdf } from "../../fixtures/fake-papers";
import { complete, createFilesBackend, oneSlot, type FilesBackend } from "../file/files-support";
import { type FakeS3, startFakeS3 } from "../support/fake-s3";

/** With STORAGE_DRIVER=s3 a user's attached PDF is read from the bucket, as it is from local disk. */
let s3: FakeS3;
let setup: FilesBackend;

beforeAll(async () => {
  s3 = await startFakeS3("papers-test");
  setup = await createFilesBackend(s3.env);
});
afterAll(async () => {
  await setup?.dispose();
  await s3?.close();
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
