import "server-only";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type CallDef, matchCallPath } from "@/lib/contract/calls";
import { ResultCode } from "@/lib/contract/codes";
import { errorEnvelope } from "@/lib/contract/envelope";
import { MAX_JSON_BODY_BYTES } from "@/lib/contract/limits";

const TOO_LARGE = `The request body is larger than ${MAX_JSON_BODY_BYTES / 1024} KiB`;

/**
 * Refuses request bodies over MAX_JSON_BODY_BYTES (issue 13, defect 1) before a handler reads them: from the
 * Content-Length when there is one, otherwise by counting the bytes as they arrive and stopping at the bound, so
 * a chunked body is cut rather than buffered whole. Calls that stream bytes (the upload PUT) keep their own limit.
 */
export function jsonBodyLimit(options: { basePath: string; streamedCalls: readonly CallDef[] }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => c.json(errorEnvelope(ResultCode.payloadTooLarge, TOO_LARGE), 413),
  });
  return async (c, next) => {
    const path = c.req.path.slice(options.basePath.length);
    const streamed = options.streamedCalls.some((call) => call.method === c.req.method && matchCallPath(call.path, path));
    return streamed ? next() : limit(c, next);
  };
}
