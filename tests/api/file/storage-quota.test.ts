import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResultCode } from "@/lib/contract/codes";
import { files } from "@/lib/backend/db/schema";
import { sweepExpiredUploads } from "@/lib/backend/services/file/expired-uploads";
import { signUpAndLogin, uniqueEmail } from "../support/accounts";
import { complete, createFilesBackend, type FilesBackend, putTo, requestSlots } from "./files-support";

/**
 * Issue 13, defect 9: one account cannot fill the disk. Its files (uploaded and pending) are capped in bytes and in
 * number when slots are asked for; slots never used stop counting once the sweep has cleared them.
 */
let setup: FilesBackend;
beforeAll(async () => {
  setup = await createFilesBackend({ STORAGE_QUOTA_BYTES: "1000", STORAGE_QUOTA_FILES: "3", STORAGE_UPLOAD_URL_TTL_SECONDS: "60" });
});
afterAll(() => setup.dispose());

const slots = (token: string, ...sizes: number[]) => requestSlots(setup, sizes.map((fileSize, index) => ({ fileName: `f${index}.bin`, fileSize })), token);

describe("the storage quota", () => {
  it("refuses slots past the user's bytes with the exceeding-limit code and a clear message", async () => {
    const token = await signUpAndLogin(setup, uniqueEmail("bytes"));
    expect((await slots(token, 600)).body.code).toBe(0);
    const refused = await slots(token, 300, 200);
    expect(refused.body).toMatchObject({ code: ResultCode.exceedingLimit, result: null });
    expect(refused.body.message).toMatch(/storage is full.*3 files/);
    expect((await slots(token, 400)).body.code).toBe(0);
    expect((await slots(token, 1)).body.code).toBe(ResultCode.exceedingLimit);
  });

  it("refuses slots past the user's file count; failed uploads no longer count", async () => {
    const token = await signUpAndLogin(setup, uniqueEmail("count"));
    const granted = await slots(token, 1, 1, 1);
    expect(granted.body.code).toBe(0);
    expect((await slots(token, 1)).body.code).toBe(ResultCode.exceedingLimit);
    const first = granted.body.result?.results[0];
    if (!first) throw new Error("no slot");
    await complete(setup, [{ fileId: first.fileId, success: false }], token);
    expect((await slots(token, 1)).body.code).toBe(0);
  });

  it("counts each user on their own", async () => {
    const token = await signUpAndLogin(setup, uniqueEmail("other"));
    expect((await slots(token, 1000)).body.code).toBe(0);
  });
});

describe("the expired-upload sweep", () => {
  it("fails slots unused past their URL's life (plus a margin), removes their bytes and frees the quota", async () => {
    const token = await signUpAndLogin(setup, uniqueEmail("sweep"));
    const granted = await slots(token, 500, 500);
    const [sent, unused] = granted.body.result?.results ?? [];
    if (!sent || !unused) throw new Error("no slots");
    // Bytes arrived but the upload was never confirmed.
    expect((await putTo(setup, sent.tempUrl, new Uint8Array(500))).status).toBe(200);
    expect((await slots(token, 1)).body.code).toBe(ResultCode.exceedingLimit);

    const { db, storage } = setup.backend.deps;
    expect(await sweepExpiredUploads(setup.backend.deps)).toMatchObject({ files: 0 });
    setup.clock.advance((60 + 15 * 60 + 60) * 1000);
    expect((await sweepExpiredUploads(setup.backend.deps)).files).toBeGreaterThanOrEqual(2);

    const rows = await db.select({ status: files.status }).from(files).where(eq(files.id, sent.fileId));
    expect(rows).toEqual([{ status: "failed" }]);
    expect(await storage.stat(sent.fileKey)).toBeUndefined();
    expect((await slots(token, 1000)).body.code).toBe(0);
  });

  it("removes half-written uploads left by a stopped process, and only old ones", async () => {
    const partialDir = path.join(setup.dataDir, "storage", ".partial");
    await fs.mkdir(partialDir, { recursive: true });
    const stale = path.join(partialDir, "stale.part");
    const fresh = path.join(partialDir, "fresh.part");
    await fs.writeFile(stale, "half");
    await fs.writeFile(fresh, "half");
    const now = setup.backend.deps.now();
    const old = new Date(now.getTime() - 2 * 3600 * 1000);
    await fs.utimes(stale, old, old);
    await fs.utimes(fresh, now, now);
    expect((await sweepExpiredUploads(setup.backend.deps)).partials).toBe(1);
    await expect(fs.stat(stale)).rejects.toThrow();
    await expect(fs.stat(fresh)).resolves.toBeDefined();
  });
});
