import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs/promises";
import path from "node:path";
import { bytesOf, createFilesBackend, envelopeOf, type FilesBackend, oneSlot, pathOf, PUBLIC_URL, putTo } from "./files-support";

let setup: FilesBackend;
beforeAll(async () => {
  setup = await createFilesBackend();
});
afterAll(() => setup.dispose());

const KIB = 1024;
const stored = (key: string) => path.join(setup.dataDir, "storage", ...key.split("/"));
const exists = (file: string) => fs.stat(file).then(() => true, () => false);
const partials = async () => (await fs.readdir(path.join(setup.dataDir, "storage", ".partial")).catch(() => [])).length;

// The local driver's PUT: the server, not the browser, decides how many bytes a slot takes.
describe("PUT /file/temp/:fileId (local storage)", () => {
  it("stores exactly the signed size, streamed, and answers its ETag", async () => {
    const slot = await oneSlot(setup, "data.csv", KIB);
    const answer = await putTo(setup, slot.tempUrl, bytesOf(KIB), { chunked: true, contentType: slot.contentType });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fs.stat(stored(slot.fileKey))).size).toBe(KIB);
  });

  it.each([
    ["one byte more, length unknown", KIB + 1, { chunked: true }, 413, "The file is larger than its upload slot (1024 bytes)."],
    ["one byte more, Content-Length claiming the signed size", KIB + 1, { chunked: true, contentLength: KIB }, 413, "The file is larger than its upload slot (1024 bytes)."],
    ["many bytes more, Content-Length claiming fewer", 64 * KIB, { chunked: true, contentLength: 10 }, 413, "The file is larger than its upload slot (1024 bytes)."],
    ["a Content-Length over the signed size (refused before reading)", KIB + 1, { contentLength: KIB + 1 }, 413, "The file is larger than its upload slot (1024 bytes)."],
    ["one byte fewer", KIB - 1, { chunked: true }, 400, "Upload incomplete: received 1023 of 1024 bytes."],
    ["fewer bytes, Content-Length claiming the signed size", 10, { chunked: true, contentLength: KIB }, 400, "Upload incomplete: received 10 of 1024 bytes."],
    ["an empty body", 0, {}, 400, "Upload incomplete: received 0 of 1024 bytes."],
  ])("refuses %s", async (_name, length, options, status, message) => {
    const slot = await oneSlot(setup, "data.bin", KIB);
    const before = await partials();
    const answer = await putTo(setup, slot.tempUrl, bytesOf(length), options);
    expect(answer.status).toBe(status);
    expect(await envelopeOf(answer)).toEqual({ code: status, result: null, message, error: message });
    expect(await exists(stored(slot.fileKey))).toBe(false);
    // The partial file is removed right after the answer goes out.
    await expect.poll(partials, { timeout: 5000 }).toBe(before);
  });

  it("refuses a tampered signature, another file's signature, and an unknown file alike", async () => {
    const slot = await oneSlot(setup, "a.bin", 4);
    const other = await oneSlot(setup, "b.bin", 4);
    const url = new URL(slot.tempUrl);
    const signature = url.searchParams.get("signature") ?? "";
    const flipped = new URL(url);
    flipped.searchParams.set("signature", `${signature[0] === "a" ? "b" : "a"}${signature.slice(1)}`);
    const later = new URL(url);
    later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    const swapped = new URL(other.tempUrl);
    swapped.searchParams.set("signature", signature);
    const unknown = new URL(url);
    unknown.pathname = "/api/file/temp/no-such-file";
    for (const link of [flipped, later, swapped, unknown]) {
      const answer = await putTo(setup, link.toString(), bytesOf(4));
      expect(answer.status).toBe(403);
      expect(await envelopeOf(answer)).toEqual({ code: 400, result: null, message: "Invalid signature", error: "Invalid signature" });
    }
    expect(await exists(stored(slot.fileKey))).toBe(false);
  });

  it("refuses an upload URL after its hour", async () => {
    const slot = await oneSlot(setup, "late.bin", 4);
    setup.clock.advance(3600 * 1000 + 2000);
    const answer = await putTo(setup, slot.tempUrl, bytesOf(4));
    expect(answer.status).toBe(403);
    expect(await envelopeOf(answer)).toEqual({ code: 400, result: null, message: "This link has expired", error: "This link has expired" });
  });

  it("refuses a URL without its signature", async () => {
    const slot = await oneSlot(setup, "a.bin", 4);
    const answer = await setup.backend.request(new URL(pathOf(slot.tempUrl), PUBLIC_URL).pathname, { method: "PUT", body: bytesOf(4) });
    expect(answer.status).toBe(400);
    expect((await envelopeOf(answer)).message).toMatch(/^expires: /);
  });

  it("accepts an empty file signed as empty", async () => {
    const slot = await oneSlot(setup, "empty.txt", 0);
    expect((await putTo(setup, slot.tempUrl, bytesOf(0))).status).toBe(200);
    expect((await fs.stat(stored(slot.fileKey))).size).toBe(0);
  });
});
