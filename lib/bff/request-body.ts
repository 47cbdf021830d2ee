import "server-only";
import { readAtMost } from "@/lib/backend/http/bounded-read";
import { MAX_JSON_BODY_BYTES } from "@/lib/contract/limits";
import { browserCallOf } from "./browser-call";
import type { ApiRequest } from "./handle-api-request";

/**
 * Request bodies are bounded before anything is forwarded (issue 13, defect 1): a contract body is a small JSON
 * document, so more than MAX_JSON_BODY_BYTES is refused from its Content-Length, or, without one, as soon as the
 * bytes read pass the bound. The file upload PUT (file.uploadTemp) streams through untouched: it has its own size
 * rules (spec §9).
 */
export type BoundedRequest = { tooLarge: true } | { tooLarge: false; request: ApiRequest };

export async function boundedRequest(request: ApiRequest, path: string): Promise<BoundedRequest> {
  if (request.body === null || browserCallOf(request.method, path) === "file.uploadTemp") return { tooLarge: false, request };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) {
    await request.body.cancel().catch(() => undefined);
    return { tooLarge: true };
  }
  const bytes = await readAtMost(request.body, MAX_JSON_BODY_BYTES);
  if (bytes === undefined) return { tooLarge: true };
  return { tooLarge: false, request: new Request(request.url, { method: request.method, headers: request.headers, body: bytes, signal: request.signal }) };
}
