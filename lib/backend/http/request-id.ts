import "server-only";
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";

/**
 * Every answer carries an `x-request-id`, and every error logged names it, so a user's "Internal error (request
 * id: …)" leads an operator to the log line with the detail the user is not shown. An incoming id (from the BFF
 * or a load balancer) is kept only when short and plain, so it cannot smuggle text into logs or answers.
 */
export const REQUEST_ID_HEADER = "x-request-id";
const MAX_INCOMING_LENGTH = 64;

export function requestIds(): MiddlewareHandler {
  return requestId({ headerName: REQUEST_ID_HEADER, limitLength: MAX_INCOMING_LENGTH });
}

/** The request's id; one made on the spot if an error arrived before the middleware ran. */
export function requestIdOf(c: Context): string {
  const id: unknown = c.get("requestId");
  if (typeof id === "string") return id;
  const made = randomUUID();
  c.set("requestId", made);
  c.header(REQUEST_ID_HEADER, made);
  return made;
}
