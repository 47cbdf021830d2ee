import "server-only";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import { errorEnvelope, successEnvelope } from "@/lib/contract/envelope";
import { logger } from "../logger";
import { requestIdOf } from "./request-id";

/** Answer a success envelope. */
export function ok<T>(c: Context, result: T) {
  return c.json(successEnvelope(result));
}

const englishMessages = z.locales.en().localeError;

/**
 * Parse request input with a contract schema; the first problem becomes the envelope's message. Messages the
 * contract sets (the spec's own words) are kept verbatim; zod's generic ones are prefixed with the field name.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input, {
    error: (issue) => {
      const generic = englishMessages(issue);
      const text = typeof generic === "string" ? generic : (generic?.message ?? "Invalid value");
      return issue.path && issue.path.length > 0 ? `${issue.path.join(".")}: ${text}` : text;
    },
  });
  if (!parsed.success) throw ContractError.badRequest(parsed.error.issues[0]?.message ?? "Invalid request");
  if (containsNul(parsed.data)) throw ContractError.badRequest("Text may not contain NUL characters");
  return parsed.data;
}

/**
 * PostgreSQL text cannot hold NUL, so input carrying one failed deep inside a query as a 500 (found by fuzzing,
 * issue 13). Checked on parsed input, whose depth the contract schema bounds.
 */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  }
  return false;
}

/** Read a JSON body; a malformed one is a clear 400, never a stack trace. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw ContractError.badRequest("The request body is not valid JSON");
  }
}

/**
 * Hono's onError: known errors become their envelope. Anything else (a database error with its SQL and
 * parameters, a provider's address, a stack) is logged under the request id and answered as a generic 500
 * naming only that id.
 */
export function answerError(error: Error, c: Context) {
  if (error instanceof ContractError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorEnvelope(error.code, error.message), error.httpStatus as ContentfulStatusCode);
  }
  const requestId = requestIdOf(c);
  logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, "unhandled error");
  return c.json(errorEnvelope(ResultCode.serverError, internalErrorMessage(requestId)), 500);
}

export function internalErrorMessage(requestId: string): string {
  return `Internal error (request id: ${requestId})`;
}

export function answerNotFound(c: Context) {
  return c.json(errorEnvelope(ResultCode.notFound, `No such API path: ${c.req.method} ${c.req.path}`), 404);
}
