import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES, ResultCode } from "@/lib/contract";
import { bytesOf, createFilesBackend, envelopeOf, type FilesBackend, uploadFile } from "../file/files-support";

/** Issue 13, defect 1: no JSON route reads more than 64 KiB of body; the upload PUT streams under its own limit. */
let setup: FilesBackend;
beforeAll(async () => {
  setup = await createFilesBackend();
});
afterAll(() => setup.dispose());

const KIB = 1024;
const encoder = new TextEncoder();

/** A valid analytics event padded with whitespace to `size` bytes: accepted when the size itself is. */
function paddedEvent(size: number): string {
  const event = JSON.stringify({ event: "page_view" });
  return event + " ".repeat(size - event.length);
}

function postJson(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return setup.backend.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", AuthToken: setup.token, token: setup.token, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** A 4 MiB chunked body (no length known in advance) that counts what the server pulled from it. */
function largeChunkedBody(chunkSize = 8 * KIB) {
  const pulled = { bytes: 0 };
  const chunk = encoder.encode(`{"event":"${"x".repeat(chunkSize)}`).subarray(0, chunkSize);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= 4096 * KIB) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function expectTooLarge(answer: Response) {
  expect(answer.status).toBe(413);
  expect(await envelopeOf(answer)).toMatchObject({ code: ResultCode.payloadTooLarge, result: null, message: "The request body is larger than 64 KiB" });
}

describe("JSON request bodies are capped at 64 KiB", () => {
  it("refuses 65 KiB declared in Content-Length with a 413 envelope", async () => {
    const body = paddedEvent(65 * KIB);
    await expectTooLarge(await postJson("/event/track", body, { "content-length": String(body.length) }));
  });

  it("refuses 65 KiB sent without a length, on every JSON call alike", async () => {
    for (const path of ["/event/track", "/user/login", "/chat_session/create", "/task/create_task", "/file/batch_temp_urls"]) {
      await expectTooLarge(await postJson(path, paddedEvent(65 * KIB)));
    }
  });

  it("accepts exactly the limit and validates a 60 KiB body as usual", async () => {
    const atLimit = await envelopeOf(await postJson("/event/track", paddedEvent(MAX_JSON_BODY_BYTES)));
    expect(atLimit).toMatchObject({ code: 0, result: true });
    const tooLongQuery = await postJson("/chat_session/create", JSON.stringify({ query: "q".repeat(60 * KIB) }));
    expect(tooLongQuery.status).toBe(400);
    expect(await envelopeOf(tooLongQuery)).toMatchObject({ code: ResultCode.badRequest });
  });

  it("cuts a 4 MiB chunked body soon after the limit instead of reading it all", async () => {
    const { stream, pulled } = largeChunkedBody();
    await expectTooLarge(await postJson("/event/track", stream));
    expect(pulled.bytes).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    // The stream hands out a chunk or two ahead of what is read, never much more.
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 4 * 8 * KIB);
  });

  it("leaves the upload PUT to its own limit: a 1 MiB file streams in whole", async () => {
    const slot = await uploadFile(setup, "large.bin", bytesOf(1024 * KIB));
    expect(slot.fileId).toBeTruthy();
  });
});
