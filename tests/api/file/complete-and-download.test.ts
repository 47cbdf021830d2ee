import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { chatSessions, tasks } from "@/lib/backend/db/schema";
import { NOTEBOOK_CONTENT_TYPE, notebookKey } from "@/lib/backend/services/file/download-file";
import { createSession } from "../chat/chat-support";
import { signUpAndLogin, uniqueEmail } from "../support/accounts";
import {
  bytesOf,
  complete,
  createFilesBackend,
  download,
  envelopeOf,
  type FilesBackend,
  oneSlot,
  pathOf,
  putTo,
  uploadFile,
} from "./files-support";

let setup: FilesBackend;
let otherToken: string;
beforeAll(async () => {
  setup = await createFilesBackend();
  otherToken = await signUpAndLogin(setup, uniqueEmail("other"));
});
afterAll(() => setup.dispose());

const stored = (key: string) => path.join(setup.dataDir, "storage", ...key.split("/"));
const notFound = { code: 404, result: null, message: "File not found", error: "File not found" };

// Spec §7 upload_complete: a file counts as uploaded only when storage holds exactly what was signed for.
describe("POST /file/upload_complete", () => {
  it("marks an uploaded file, whatever size the browser reports", async () => {
    const slot = await oneSlot(setup, "a.txt", 3);
    await putTo(setup, slot.tempUrl, new TextEncoder().encode("abc"));
    const answer = await complete(setup, [{ fileId: slot.fileId, success: true, actualFileSize: 999, httpStatus: 200 }]);
    expect(answer.body).toMatchObject({ code: 0, result: { files: [{ fileId: slot.fileId, status: "uploaded" }] } });
  });

  it("does not mark a file whose stored object has another size, and removes that object", async () => {
    const slot = await oneSlot(setup, "b.bin", 100);
    // Something other than our PUT wrote the object (or storage was tampered with): the size no longer matches.
    await fs.mkdir(path.dirname(stored(slot.fileKey)), { recursive: true });
    await fs.writeFile(stored(slot.fileKey), bytesOf(99));
    const answer = await complete(setup, [{ fileId: slot.fileId, success: true, actualFileSize: 100, httpStatus: 200 }]);
    expect(answer.body.result).toEqual({ files: [{ fileId: slot.fileId, status: "failed" }] });
    await expect(fs.stat(stored(slot.fileKey))).rejects.toThrow();
    expect((await download(setup, slot.fileKey)).status).toBe(404);
  });

  it("does not mark a file reported as uploaded that never arrived, nor one reported failed", async () => {
    const missing = await oneSlot(setup, "c.bin", 5);
    const failed = await oneSlot(setup, "d.bin", 5);
    await putTo(setup, failed.tempUrl, bytesOf(5));
    const answer = await complete(setup, [
      { fileId: missing.fileId, success: true, httpStatus: 200 },
      { fileId: failed.fileId, success: false, httpStatus: 500 },
    ]);
    expect(answer.body.result?.files.map((f) => f.status)).toEqual(["failed", "failed"]);
  });

  it("answers 404 for another user's file id and changes nothing", async () => {
    const slot = await oneSlot(setup, "mine.txt", 2);
    await putTo(setup, slot.tempUrl, bytesOf(2));
    const answer = await complete(setup, [{ fileId: slot.fileId, success: true }], otherToken);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
    const mine = await complete(setup, [{ fileId: slot.fileId, success: true }]);
    expect(mine.body.result?.files[0]?.status).toBe("uploaded");
  });
});

// Spec §7 GET /api/file/download?fileKey=: the owner gets a signed link; nobody else learns the file exists.
describe("GET /file/download", () => {
  it("redirects the owner to a signed link that downloads the file under its original name", async () => {
    const slot = await uploadFile(setup, "résumé (final).pdf", new TextEncoder().encode("%PDF-1.7 hello"));
    const redirect = await download(setup, slot.fileKey);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-store");
    const location = redirect.headers.get("location") ?? "";
    expect(location).toMatch(/^http:\/\/files\.test\/api\/file\/download\?fileKey=[^&]+&expires=\d+&signature=[0-9a-f]{64}$/);

    const file = await setup.backend.request(pathOf(location));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("%PDF-1.7 hello");
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-length")).toBe("14");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="r_sum_ (final).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29.pdf`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for a key outside the user's prefix, even a real one", async () => {
    const theirs = await uploadFile(setup, "theirs.txt", bytesOf(3), otherToken);
    const mine = await uploadFile(setup, "mine.txt", bytesOf(3));
    const myPrefix = mine.fileKey.split("/").slice(0, 2).join("/");
    for (const key of [theirs.fileKey, `${myPrefix}/../${theirs.fileKey.split("/").slice(1).join("/")}`, "uploads/x/y.txt", "../../etc/passwd"]) {
      const answer = await download(setup, key);
      expect(answer.status).toBe(404);
      expect(await envelopeOf(answer)).toEqual(notFound);
    }
  });

  it("needs a signed-in user for the unsigned link", async () => {
    const slot = await uploadFile(setup, "x.txt", bytesOf(1));
    const answer = await download(setup, slot.fileKey, null);
    expect(answer.status).toBe(401);
  });

  it("refuses a tampered or expired signed link", async () => {
    const slot = await uploadFile(setup, "y.txt", bytesOf(1));
    const location = (await download(setup, slot.fileKey)).headers.get("location") ?? "";
    const other = await uploadFile(setup, "z.txt", bytesOf(1));
    const swapped = new URL(location);
    swapped.searchParams.set("fileKey", other.fileKey);
    const tampered = await setup.backend.request(pathOf(swapped.toString()));
    expect(tampered.status).toBe(403);
    expect(await envelopeOf(tampered)).toMatchObject({ code: 400, message: "Invalid signature" });

    setup.clock.advance(600 * 1000 + 2000);
    const expired = await setup.backend.request(pathOf(location));
    expect(expired.status).toBe(403);
    expect(await envelopeOf(expired)).toMatchObject({ code: 400, message: "This link has expired" });
  });
});

// Issue 16: a Notebook task's saved versions download like uploads, for the task's owner only.
describe("GET /file/download of a saved notebook version", () => {
  const notebook = '{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": []}\n';

  async function savedVersion(token: string): Promise<string> {
    const chatSessionId = await createSession(setup.backend, token, "notebook");
    const { db, storage } = setup.backend.deps;
    const [session] = await db.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, chatSessionId));
    const [task] = await db
      .insert(tasks)
      .values({ userId: session?.userId ?? "", sessionId: chatSessionId, agentName: "Notebook Agent", query: "plot", status: "finish" })
      .returning({ id: tasks.id });
    const key = notebookKey(task?.id ?? "", 1);
    await storage.put(key, new TextEncoder().encode(notebook), NOTEBOOK_CONTENT_TYPE);
    return key;
  }

  it("redirects the task's owner to a signed link serving the .ipynb", async () => {
    const key = await savedVersion(setup.token);
    const redirect = await download(setup, key);
    expect(redirect.status).toBe(302);
    const file = await setup.backend.request(pathOf(redirect.headers.get("location") ?? ""));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(notebook);
    expect(file.headers.get("content-type")).toBe("application/x-ipynb+json");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="notebook-v1.ipynb"; filename*=UTF-8''notebook-v1.ipynb`);
  });

  it("answers 404 to another user, a version never saved and a malformed key", async () => {
    const key = await savedVersion(setup.token);
    const taskId = key.split("/")[1] ?? "";
    const cases: Array<[string, string | null]> = [
      [key, otherToken],
      [notebookKey(taskId, 2), setup.token],
      [`notebooks/${taskId}/../${taskId}/notebook-v1.ipynb`, setup.token],
      [`notebooks/${taskId}/secrets.ipynb`, setup.token],
      [`notebooks/${taskId}/notebook-v1.ipynb/x`, setup.token],
      ["notebooks/", setup.token],
    ];
    for (const [fileKey, token] of cases) {
      const answer = await download(setup, fileKey, token);
      expect(answer.status, fileKey).toBe(404);
      expect(await envelopeOf(answer)).toEqual(notFound);
    }
  });

  it("asks a signed-out caller without a share link to log in (401), as for every private read", async () => {
    const answer = await download(setup, await savedVersion(setup.token), null);
    expect(answer.status).toBe(401);
  });
});
