import "server-only";
import { APICallError, RetryError } from "ai";
import { ContractError } from "@/lib/contract";

/**
 * The words a chat `error` event carries when the model fails mid-reply. The provider's own message stays in the
 * log: it can name the provider's address (a private Ollama or vLLM host) or echo the request. The user sees the
 * kind of failure, its HTTP status, and the request id an operator finds the detail under.
 */
const MAX_DETAIL = 240;

export function modelFailureMessage(error: unknown, requestId: string): string {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof ContractError) return cause.message;
  const reference = `(request id: ${requestId})`;
  if (APICallError.isInstance(cause)) {
    return cause.statusCode === undefined
      ? `Could not reach the language model. Please try again later ${reference}.`
      : `The language model answered with an error (HTTP ${cause.statusCode}) ${reference}.`;
  }
  return `The language model failed to answer. Please try again ${reference}.`;
}

/**
 * What the logs keep of a failure. Not the error itself: a provider error carries the request body, i.e. the user's
 * whole conversation, which has no place in the logs.
 */
export function failureLogFields(error: unknown): Record<string, unknown> {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    return { error: cause.name, statusCode: cause.statusCode, message: shorten(cause.message), url: cause.url };
  }
  return cause instanceof Error ? { error: cause.name, message: shorten(cause.message) } : { error: String(cause) };
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL - 1)}…` : oneLine;
}
