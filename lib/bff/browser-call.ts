import { type CallId, findCall } from "@/lib/contract";

/**
 * The contract call a browser's request names, for the checks the BFF decides by call rather than by path
 * (request-guards.ts, request-body.ts, answer-tokens.ts). HEAD and OPTIONS name the GET call at their path, so a
 * guard on a GET that acts holds for every safe method (Hono answers HEAD with the GET handler).
 */
export function browserCallOf(method: string, path: string): CallId | undefined {
  return findCall(method === "HEAD" || method === "OPTIONS" ? "GET" : method, path)?.id;
}
