import "server-only";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CallResponseKind, ContractError } from "@/lib/contract";
import { errorEnvelope } from "@/lib/contract/envelope";
import type { EmptyAnswer, FileAnswer } from "../call-answers";
import type { EventProducer } from "../event-channel";
import { attachmentDisposition } from "../storage/object-keys";
import { ok } from "./respond";
import { type SseReader, sseResponse } from "./sse";

/** How a handler's answer is sent, per the contract's response kind. */
export type AnswerSettings = {
  /** A JSON result that still answers as a failure, keeping the result in the envelope (health with the database down). */
  failureOf?: (result: unknown) => ContractError | undefined;
  /** Who reads an event stream, and what to give back when it ends. */
  reader: SseReader;
};

export function answerCall(c: Context, kind: CallResponseKind, answer: unknown, settings: AnswerSettings): Response {
  // The answer's type follows the kind by mount's CallHandler typing; these casts restate it.
  switch (kind) {
    case "json":
      return jsonAnswer(c, answer, settings.failureOf);
    case "sse":
      return sseResponse(answer as EventProducer, settings.reader);
    case "file":
      return fileAnswer(c, answer as FileAnswer);
    case "empty":
      return c.body(null, 200, (answer as EmptyAnswer).headers);
  }
}

function jsonAnswer(c: Context, result: unknown, failureOf: AnswerSettings["failureOf"]): Response {
  const failure = failureOf?.(result);
  if (!failure) return ok(c, result);
  return c.json({ ...errorEnvelope(failure.code, failure.message), result }, failure.httpStatus as ContentfulStatusCode, failure.headers);
}

function fileAnswer(c: Context, answer: FileAnswer): Response {
  if ("redirectTo" in answer) {
    c.header("Cache-Control", "no-store");
    return c.redirect(answer.redirectTo, 302);
  }
  const file = answer.attachment;
  return c.body(file.body, 200, {
    "Content-Type": file.contentType,
    ...(file.size === undefined ? {} : { "Content-Length": String(file.size) }),
    "Content-Disposition": attachmentDisposition(file.fileName),
    "X-Content-Type-Options": "nosniff",
    // Even if a browser rendered it, an uploaded file runs no script and loads nothing.
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "private, no-store",
  });
}
