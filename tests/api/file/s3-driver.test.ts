import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "@/lib/backend/storage/s3-storage";
import { type FakeS3, startFakeS3 } from "../support/fake-s3";
import { bytesOf, complete, createFilesBackend, download, type FilesBackend, oneSlot } from "./files-support";

let s3: FakeS3;
let endpoint: string;
let setup: FilesBackend;

beforeAll(async () => {
  s3 = await startFakeS3("uploads-test");
  endpoint = s3.endpoint;
  setup = await createFilesBackend(s3.env);
});
afterAll(async () => {
  await setup?.dispose();
  await s3?.close();
});

const putDirect = (url: string, body: Uint8Array<ArrayBuffer>, contentType: string) =>
  fetch(url, { method: "PUT", body, headers: { "content-type": contentType } });

// DESIGN §3: with STORAGE_DRIVER=s3 the browser talks to the bucket directly through presigned URLs.
describe("the S3 driver against s3rver", () => {
  it("hands out a presigned PUT that signs the Content-Length, checks the stored size, and a presigned GET", async () => {
    const content = new TextEncoder().encode("col_a,col_b\n1,2\n");
    const slot = await oneSlot(setup, "My Data (v2).csv", content.length);
    const upload = new URL(slot.tempUrl);
    expect(upload.origin).toBe(endpoint);
    expect(upload.pathname).toBe(`/uploads-test/${slot.fileKey}`);
    expect(upload.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;host");
    expect(Number(upload.searchParams.get("X-Amz-Expires"))).toBe(3600);

    expect((await putDirect(slot.tempUrl, content, slot.contentType)).status).toBe(200);
    const confirmed = await complete(setup, [{ fileId: slot.fileId, success: true, httpStatus: 200 }]);
    expect(confirmed.body.result).toEqual({ files: [{ fileId: slot.fileId, status: "uploaded" }] });

    const redirect = await download(setup, slot.fileKey);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get("location") ?? "";
    expect(new URL(location).origin).toBe(endpoint);
    expect(Number(new URL(location).searchParams.get("X-Amz-Expires"))).toBe(600);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(content);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="My Data (v2).csv"; filename*=UTF-8''My%20Data%20%28v2%29.csv`);
    expect(file.headers.get("content-type")).toBe("text/csv");
  });

  it("does not mark an object of another size uploaded (HeadObject), and deletes it", async () => {
    const slot = await oneSlot(setup, "short.bin", 1024);
    // Real S3 refuses this PUT (the signed Content-Length differs); s3rver does not check V4 signatures, so the
    // server-side size check is what stops it here.
    expect((await putDirect(slot.tempUrl, bytesOf(1000), slot.contentType)).status).toBe(200);
    const confirmed = await complete(setup, [{ fileId: slot.fileId, success: true, actualFileSize: 1024, httpStatus: 200 }]);
    expect(confirmed.body.result).toEqual({ files: [{ fileId: slot.fileId, status: "failed" }] });
    expect((await download(setup, slot.fileKey)).status).toBe(404);
    const head = await fetch(`${endpoint}/uploads-test/${slot.fileKey}`, { method: "HEAD" });
    expect(head.status).toBe(404);
  });

  it("does not mark a file that never reached the bucket", async () => {
    const slot = await oneSlot(setup, "never.bin", 10);
    const confirmed = await complete(setup, [{ fileId: slot.fileId, success: true, httpStatus: 200 }]);
    expect(confirmed.body.result?.files[0]?.status).toBe("failed");
  });

  it("serves no local-storage paths", async () => {
    const answer = await setup.backend.request("/file/temp/some-id?expires=1&signature=ab", { method: "PUT", body: "x" });
    expect(answer.status).toBe(404);
  });
});

// The backend's own objects (workspace snapshots) go in with put(): bytes or a stream of known length.
describe("the S3 driver's put", () => {
  it("stores bytes and a stream that read back unchanged", async () => {
    const storage = createS3Storage(
      { endpoint, bucket: "uploads-test", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true },
      () => new Date(),
    );
    const bytes = bytesOf(70_000);
    await storage.put("workspaces/task-1/2026-01-01T00-00-00-000Z/plot.png", bytes, "image/png");
    await storage.put("workspaces/task-1/2026-01-01T00-00-00-000Z/log.txt", { stream: Readable.from([Buffer.from("line 1\n"), Buffer.from("line 2\n")]), size: 14 }, "text/plain");
    const read = async (key: string) => new Uint8Array(await new Response((await storage.open(key))?.body).arrayBuffer());
    expect(await read("workspaces/task-1/2026-01-01T00-00-00-000Z/plot.png")).toEqual(bytes);
    expect(new TextDecoder().decode(await read("workspaces/task-1/2026-01-01T00-00-00-000Z/log.txt"))).toBe("line 1\nline 2\n");
  });
});
