import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bytesOf, createFilesBackend, type FilesBackend, type Slot } from "../file/files-support";
import { freePort, killAll, spawnBackend, type StandaloneBackend } from "./standalone-backend";

/**
 * kill -9 of `npm run backend` while an upload's body is arriving, then a restart on the same database and
 * DATA_DIR: the cut upload leaves no completed file and nothing to download, whatever partial bytes are left on
 * disk, and sending the same file again to the same slot succeeds, once.
 */
let setup: FilesBackend;
let port: number;
beforeAll(async () => {
  setup = await createFilesBackend();
  port = await freePort();
});
afterEach(killAll);
afterAll(() => setup.dispose());

const start = () =>
  spawnBackend({
    DATABASE_URL: setup.backend.databaseUrl,
    DATA_DIR: setup.dataDir,
    BACKEND_PORT: String(port),
    STORAGE_PUBLIC_URL: `http://127.0.0.1:${port}`,
  });

const authHeaders = () => ({ AuthToken: setup.token, token: setup.token });

async function call<T>(backend: StandaloneBackend, route: string, body?: unknown): Promise<{ code: number; result: T | null; message: string }> {
  const init: RequestInit = body === undefined ? { headers: authHeaders() } : { method: "POST", headers: { ...authHeaders(), "content-type": "application/json" }, body: JSON.stringify(body) };
  return (await (await fetch(`${backend.base}${route}`, init)).json()) as { code: number; result: T | null; message: string };
}

const uploadPath = (slot: Slot) => {
  const url = new URL(slot.tempUrl);
  return `${url.pathname}${url.search}`;
};

/** Sends `sent` bytes of the body and leaves the request open, as a browser mid-upload. */
function startPut(backend: StandaloneBackend, slot: Slot, size: number, sent: number): http.ClientRequest {
  const request = http.request(`${new URL(backend.base).origin}${uploadPath(slot)}`, {
    method: "PUT",
    headers: { "content-type": slot.contentType, "content-length": String(size) },
  });
  request.on("error", () => undefined); // The server dies under it: that is the point.
  request.write(bytesOf(sent));
  return request;
}

async function partialBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && path.basename(entry.parentPath) === ".partial") total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function fileRows(fileId: string) {
  const rows = await setup.backend.deps.db.execute<{ status: string }>(sql`select status from files where id = ${fileId}`);
  return rows.rows.map((row) => row.status);
}

describe("kill -9 during an upload", () => {
  it("keeps no completed file and serves nothing for the cut upload; the same upload then succeeds once", { timeout: 120_000 }, async () => {
    const size = 4 * 1024 * 1024;
    let backend = await start();
    const slots = await call<{ results: Slot[] }>(backend, "/file/batch_temp_urls", { files: [{ fileName: "cut.bin", fileSize: size }] });
    const slot = slots.result?.results[0];
    if (!slot) throw new Error(`no slot: ${slots.message}`);

    const cut = startPut(backend, slot, size, size / 4);
    await expect.poll(() => partialBytes(setup.dataDir), { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    await backend.kill9();
    cut.destroy();

    backend = await start();
    expect(await fileRows(slot.fileId)).toEqual(["pending"]);
    const download = await fetch(`${backend.base}/file/download?${new URLSearchParams({ fileKey: slot.fileKey })}`, { headers: authHeaders(), redirect: "manual" });
    expect(download.status).not.toBe(200);
    expect(download.status).not.toBe(302);
    // The browser reports the failed PUT as it should, or wrongly as a success: neither completes the file.
    const early = await call<{ files: Array<{ status: string }> }>(backend, "/file/upload_complete", {
      files: [{ fileId: slot.fileId, success: true, actualFileSize: size, httpStatus: 200 }],
    });
    expect(early.result?.files[0]?.status).not.toBe("uploaded");

    const bytes = bytesOf(size, 9);
    const retry = await fetch(`${new URL(backend.base).origin}${uploadPath(slot)}`, { method: "PUT", headers: { "content-type": slot.contentType }, body: bytes });
    expect(retry.status, await retry.clone().text()).toBe(200);
    const done = await call<{ files: Array<{ status: string }> }>(backend, "/file/upload_complete", {
      files: [{ fileId: slot.fileId, success: true, actualFileSize: size, httpStatus: 200 }],
    });
    expect(done.result?.files[0]?.status).toBe("uploaded");
    expect(await fileRows(slot.fileId)).toEqual(["uploaded"]);

    const served = await fetch(`${backend.base}/file/download?${new URLSearchParams({ fileKey: slot.fileKey })}`, { headers: authHeaders() });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // Once: the slot takes no second body.
    const again = await fetch(`${new URL(backend.base).origin}${uploadPath(slot)}`, { method: "PUT", headers: { "content-type": slot.contentType }, body: bytes });
    expect(again.status).not.toBe(200);
  });
});
