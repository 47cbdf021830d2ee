import { describe, expect, it } from "vitest";
import { boundedRequest } from "@/lib/bff/request-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/contract/limits";

/** Issue 13, defect 1 (BFF half): a JSON body over the bound is refused before anything is forwarded. */
const post = (body: BodyInit, headers: Record<string, string> = {}, method = "POST") =>
  new Request("http://app.example.org/api/x", { method, body, headers: { "content-type": "application/json", ...headers }, duplex: "half" } as RequestInit);

function streamOf(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const chunk = new Uint8Array(Math.min(left, 8192)).fill(0x61);
      left -= chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("request bodies crossing the BFF", () => {
  it("a body at the bound is forwarded whole", async () => {
    const text = "a".repeat(MAX_JSON_BODY_BYTES);
    const bounded = await boundedRequest(post(text), "/event/track");
    expect(bounded.tooLarge).toBe(false);
    if (!bounded.tooLarge) expect(await new Response(bounded.request.body).text()).toBe(text);
  });

  it("one byte over is refused, whether the length is declared or only counted", async () => {
    expect((await boundedRequest(post("a".repeat(MAX_JSON_BODY_BYTES + 1)), "/event/track")).tooLarge).toBe(true);
    expect((await boundedRequest(post(streamOf(MAX_JSON_BODY_BYTES + 1)), "/user/login")).tooLarge).toBe(true);
    expect((await boundedRequest(post(streamOf(10 * MAX_JSON_BODY_BYTES)), "/chat_session/create")).tooLarge).toBe(true);
  });

  it("the file upload PUT streams through untouched, whatever its size", async () => {
    const upload = post(streamOf(4 * MAX_JSON_BODY_BYTES), { "content-type": "application/octet-stream" }, "PUT");
    const bounded = await boundedRequest(upload, "/file/temp/f-1");
    expect(bounded).toEqual({ tooLarge: false, request: upload });
  });
});
