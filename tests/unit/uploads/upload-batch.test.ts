import { describe, expect, it } from "vitest";
import { createCallApi } from "@/lib/client/api/call-api";
import type { PutFile } from "@/lib/client/uploads/put-file";
import { uploadBatch } from "@/lib/client/uploads/upload-batch";

type Call = { path: string; body: unknown };

const noEffects = { closeAllModals() {}, dismissAllToasts() {}, toast() {}, logout() {}, navigate() {}, openDialog() {} };

/** The real typed client over a fake server, so the calls go to the contract's paths. */
function fakeApi(complete: (body: { files: Array<{ fileId: string; success: boolean }> }) => unknown) {
  const calls: Call[] = [];
  const answer = (result: unknown) => new Response(JSON.stringify({ code: 0, result }), { headers: { "Content-Type": "application/json" } });
  const callApi = createCallApi({
    effects: noEffects,
    fingerprint: () => "fp",
    language: () => undefined,
    fetch: async (url, init) => {
      const path = url.replace(/^\/api/, "");
      const body: unknown = JSON.parse(String(init.body));
      calls.push({ path, body });
      if (path === "/file/batch_temp_urls") {
        const { files } = body as { files: Array<{ fileName: string }> };
        return answer({ results: files.map((f, i) => ({ fileId: `f${i}`, tempUrl: `http://app.test/put/${f.fileName}`, contentType: "text/plain", fileKey: `uploads/u/${f.fileName}` })) });
      }
      return answer(complete(body as never));
    },
  });
  return { callApi, calls };
}

const files = (...names: string[]) => names.map((name) => new File([name], name, { type: "text/plain" }));
const never = () => new AbortController().signal;

// Spec §7: slots, then a PUT per file with the answered Content-Type, then one report of every result.
describe("uploadBatch", () => {
  it("PUTs each file to its tempUrl with the returned Content-Type and reports each result", async () => {
    const puts: Array<[string, string]> = [];
    const put: PutFile = async (url, _file, contentType, options) => {
      puts.push([url, contentType]);
      options?.onProgress?.(1, 1);
      return url.endsWith("b.txt") ? { status: 403, ok: false, etag: null } : { status: 200, ok: true, etag: '"e1"' };
    };
    const api = fakeApi((body) => ({ files: body.files.map((f) => ({ fileId: f.fileId, status: f.success ? "uploaded" : "failed" })) }));
    const progress: number[] = [];
    const outcomes = await uploadBatch({ callApi: api.callApi, put, now: () => 0 }, files("a.txt", "b.txt"), {
      signals: [never(), never()],
      onProgress: (index) => progress.push(index),
    });

    expect(puts).toEqual([["http://app.test/put/a.txt", "text/plain"], ["http://app.test/put/b.txt", "text/plain"]]);
    expect(api.calls[0]).toEqual({ path: "/file/batch_temp_urls", body: { files: [{ fileName: "a.txt", fileSize: 5 }, { fileName: "b.txt", fileSize: 5 }] } });
    expect(api.calls[1]?.path).toBe("/file/upload_complete");
    expect((api.calls[1]?.body as { files: unknown[] }).files).toEqual([
      { fileId: "f0", success: true, etag: '"e1"', actualFileSize: 5, httpStatus: 200, uploadDuration: 0, errorMessage: null },
      { fileId: "f1", success: false, etag: null, actualFileSize: 5, httpStatus: 403, uploadDuration: 0, errorMessage: "Upload failed, status: 403" },
    ]);
    expect(outcomes).toEqual([
      { ok: true, fileId: "f0", fileKey: "uploads/u/a.txt" },
      { ok: false, canceled: false, message: "Upload failed, status: 403" },
    ]);
    expect(progress).toEqual([0, 1]);
  });

  it("does not count a file the server could not confirm", async () => {
    const put: PutFile = async () => ({ status: 200, ok: true, etag: null });
    const api = fakeApi(() => ({ files: [{ fileId: "f0", status: "failed" }] }));
    const [outcome] = await uploadBatch({ callApi: api.callApi, put, now: () => 0 }, files("a.txt"), { signals: [never()] });
    expect(outcome).toEqual({ ok: false, canceled: false, message: "Upload failed: a.txt was not stored completely." });
  });

  it("reads an upstream's bare ack as every successful upload confirmed", async () => {
    const put: PutFile = async () => ({ status: 200, ok: true, etag: null });
    const api = fakeApi(() => true);
    const [outcome] = await uploadBatch({ callApi: api.callApi, put, now: () => 0 }, files("a.txt"), { signals: [never()] });
    expect(outcome).toMatchObject({ ok: true, fileId: "f0" });
  });

  it("reports a network failure as status 0 and a canceled file as canceled", async () => {
    const canceled = new AbortController();
    const put: PutFile = async (url) => {
      if (url.endsWith("b.txt")) {
        canceled.abort();
        throw new DOMException("canceled", "AbortError");
      }
      throw new TypeError("Failed to fetch");
    };
    const api = fakeApi(() => null);
    const outcomes = await uploadBatch({ callApi: api.callApi, put, now: () => 0 }, files("a.txt", "b.txt"), { signals: [never(), canceled.signal] });
    expect(outcomes).toEqual([
      { ok: false, canceled: false, message: "Upload failed, status: 0" },
      { ok: false, canceled: true, message: "canceled" },
    ]);
    const reports = (api.calls[1]?.body as { files: Array<{ success: boolean; errorMessage: string }> }).files;
    expect(reports.map((r) => [r.success, r.errorMessage])).toEqual([[false, "TypeError: Failed to fetch"], [false, "canceled"]]);
  });
});
