import { describe, expect, it } from "vitest";
import { MAX_FILE_SIZE_BYTES } from "@/lib/contract/constants";
import { createAttachmentsStore, type AttachmentsStoreDeps } from "@/lib/client/uploads/attachments-store";
import type { UploadBatchOptions, UploadOutcome } from "@/lib/client/uploads/upload-batch";

/** A File whose reported size is `size` without allocating it. */
function sized(name: string, size: number, type = "application/pdf"): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

type Pending = { files: File[]; options: UploadBatchOptions; finish(outcomes: UploadOutcome[]): void; fail(): void };

function setup() {
  const toasts: string[] = [];
  const batches: Pending[] = [];
  let uid = 0;
  const deps: AttachmentsStoreDeps = {
    upload: (files, options) =>
      new Promise((resolve, reject) => batches.push({ files, options, finish: resolve, fail: () => reject(new Error("x")) })),
    toast: (message) => toasts.push(message),
    newUid: () => `u${(uid += 1)}`,
  };
  const store = createAttachmentsStore(deps);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, toasts, batches, tick };
}

const gate = { agentSelected: true, submitting: false };

// Spec §4/§5: what the user sees in the input while files upload, fail, or are refused.
describe("attachments store", () => {
  it("shows a file as uploading until its fileId is set", async () => {
    const { store, batches, tick } = setup();
    const added = store.add([sized("paper.pdf", 10)], gate);
    expect(store.getSnapshot()).toMatchObject([{ name: "paper.pdf", size: 10, type: "application/pdf", uid: "u1", fileId: null, progress: 0 }]);
    batches[0]?.options.onProgress?.(0, 0.5);
    expect(store.getSnapshot()[0]?.progress).toBe(0.5);
    batches[0]?.finish([{ ok: true, fileId: "f1", fileKey: "uploads/u/p.pdf" }]);
    await added;
    await tick();
    expect(store.getSnapshot()).toMatchObject([{ uid: "u1", fileId: "f1", realUrl: "/api/file/download?fileKey=uploads%2Fu%2Fp.pdf", progress: 1 }]);
  });

  it("refuses without an agent (with the spec's words) and while submitting (silently)", async () => {
    const { store, toasts, batches } = setup();
    await store.add([sized("a.pdf", 1)], { agentSelected: false, submitting: false });
    await store.add([sized("a.pdf", 1)], { agentSelected: true, submitting: true });
    expect(toasts).toEqual(["Please @ an agent before upload files."]);
    expect(batches).toHaveLength(0);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("leaves out the offending file with its message and uploads the rest", () => {
    const { store, toasts, batches } = setup();
    void store.add([sized("big.bin", MAX_FILE_SIZE_BYTES + 1), sized("ok.pdf", 5)], gate);
    expect(toasts).toEqual(["File size exceeds 500MB limit."]);
    expect(batches[0]?.files.map((f) => f.name)).toEqual(["ok.pdf"]);
    expect(store.getSnapshot().map((f) => f.name)).toEqual(["ok.pdf"]);
  });

  it("counts files already attached towards the 2000 MB total", () => {
    const { store, toasts } = setup();
    for (let i = 0; i < 4; i += 1) void store.add([sized(`f${i}.bin`, MAX_FILE_SIZE_BYTES)], gate);
    void store.add([sized("one-more.bin", 1)], gate);
    expect(toasts).toEqual(["Total file size exceeds 2GB limit."]);
    expect(store.getSnapshot()).toHaveLength(4);
  });

  it("removes a failed file with its message, and a whole batch whose slots were refused", async () => {
    const { store, toasts, batches, tick } = setup();
    const first = store.add([sized("a.pdf", 1), sized("b.pdf", 1)], gate);
    batches[0]?.finish([{ ok: true, fileId: "f1", fileKey: undefined }, { ok: false, canceled: false, message: "Upload failed, status: 403" }]);
    await first;
    const second = store.add([sized("c.pdf", 1)], gate);
    batches[1]?.fail();
    await second;
    await tick();
    expect(store.getSnapshot().map((f) => [f.name, f.fileId])).toEqual([["a.pdf", "f1"]]);
    expect(toasts).toEqual(["Upload failed, status: 403"]);
  });

  it("cancels the upload of a removed file and clear() cancels everything", async () => {
    const { store, batches, toasts } = setup();
    const added = store.add([sized("a.pdf", 1), sized("b.pdf", 1)], gate);
    const [a, b] = batches[0]?.options.signals ?? [];
    store.remove("u1");
    expect(a?.aborted).toBe(true);
    expect(b?.aborted).toBe(false);
    expect(store.getSnapshot().map((f) => f.uid)).toEqual(["u2"]);
    store.clear();
    expect(b?.aborted).toBe(true);
    batches[0]?.finish([
      { ok: false, canceled: true, message: "canceled" },
      { ok: true, fileId: "late", fileKey: undefined },
    ]);
    await added;
    // A file removed while uploading never comes back, even when its upload finishes.
    expect(store.getSnapshot()).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
