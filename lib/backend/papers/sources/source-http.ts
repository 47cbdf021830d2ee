import "server-only";
import { setTimeout } from "node:timers/promises";
import { readAtMost } from "../../http/bounded-read";
import { BlockedUrlError } from "../../http/guarded-fetch";
import { PaperSourceError } from "./source-error";
import type { RequestSpacing } from "./request-spacing";

/**
 * The one way the paper sources call out: a time limit per attempt (joined with the caller's signal), up to
 * three retries with exponential backoff and jitter on 429, 5xx and network errors (a Retry-After is honoured),
 * a size cap on the body, and a PaperSourceError naming the source when it still fails. A timeout is not
 * retried: a source that hangs once usually hangs again, and the agent waiting on it has other sources.
 */
export type SourceRequest = {
  /** The source's name in errors and logs ("arxiv", "openalex" …). */
  source: string;
  url: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Politeness spacing awaited before every attempt, retries included. */
  spacing?: RequestSpacing;
  maxBytes?: number;
  /** How the URL is fetched: plain fetch for configured endpoints, the guarded fetch for links found in data. */
  fetcher?: SourceFetcher;
};

export type SourceFetcher = (url: string, init: { headers?: Record<string, string>; signal: AbortSignal }) => Promise<Response>;

const plainFetch: SourceFetcher = (url, init) => fetch(url, { ...init, redirect: "follow" });

export type SourceBody = { bytes: Uint8Array; contentType: string };

const MAX_RETRIES = 3;
const BACKOFF_BASE_MS = 500;
/** A source asking us to wait longer than this is treated as down rather than keeping an agent waiting. */
const MAX_RETRY_WAIT_MS = 30_000;
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

type Attempt = { ok: true; body: SourceBody } | { ok: false; error: PaperSourceError; retryable: boolean; retryAfterMs?: number };

export async function fetchSourceBody(request: SourceRequest): Promise<SourceBody> {
  for (let attempt = 0; ; attempt += 1) {
    await request.spacing?.wait(request.signal);
    const outcome = await attemptOnce(request);
    if (outcome.ok) return outcome.body;
    if (!outcome.retryable || attempt >= MAX_RETRIES) throw outcome.error;
    const delay = outcome.retryAfterMs ?? backoffDelay(attempt);
    if (delay > MAX_RETRY_WAIT_MS) throw outcome.error;
    // On abort, the caller's own reason (not the timer's AbortError) says why the wait stopped.
    await setTimeout(delay, undefined, { signal: request.signal }).catch(() => request.signal?.throwIfAborted());
  }
}

export async function fetchSourceText(request: SourceRequest): Promise<string> {
  const { bytes } = await fetchSourceBody(request);
  return new TextDecoder().decode(bytes);
}

export async function fetchSourceJson(request: SourceRequest): Promise<unknown> {
  const text = await fetchSourceText({ ...request, headers: { accept: "application/json", ...request.headers } });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new PaperSourceError(request.source, "invalid_response", "the answer is not JSON", undefined, { cause: error });
  }
}

async function attemptOnce(request: SourceRequest): Promise<Attempt> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await (request.fetcher ?? plainFetch)(request.url, { headers: request.headers, signal });
    if (!response.ok) {
      // The body is not needed; cancelling frees the connection for the retry.
      await response.body?.cancel().catch(() => undefined);
      const error = new PaperSourceError(request.source, "http", `HTTP ${response.status}`, response.status);
      const retryable = response.status === 429 || response.status >= 500;
      return { ok: false, error, retryable, retryAfterMs: retryAfterMs(response.headers.get("retry-after")) };
    }
    const bytes = await readCapped(response, request.maxBytes ?? DEFAULT_MAX_BYTES, request.source);
    return { ok: true, body: { bytes, contentType: response.headers.get("content-type") ?? "" } };
  } catch (error) {
    // The caller gave up (task cancelled): that is not the source's failure, so it propagates as it came.
    if (request.signal?.aborted) throw request.signal.reason;
    if (error instanceof PaperSourceError) return { ok: false, error, retryable: false };
    if (error instanceof BlockedUrlError) {
      return { ok: false, error: new PaperSourceError(request.source, "blocked", error.message, undefined, { cause: error }), retryable: false };
    }
    if (timeout.aborted) {
      const message = `no answer within ${request.timeoutMs} ms`;
      return { ok: false, error: new PaperSourceError(request.source, "timeout", message, undefined, { cause: error }), retryable: false };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: new PaperSourceError(request.source, "network", message, undefined, { cause: error }), retryable: true };
  }
}

/** The body, refused as soon as it grows past `maxBytes` (whatever Content-Length claimed). */
async function readCapped(response: Response, maxBytes: number, source: string): Promise<Uint8Array> {
  const tooLarge = () => new PaperSourceError(source, "too_large", `the answer is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const bytes = await readAtMost(response.body, maxBytes);
  if (bytes === undefined) throw tooLarge();
  return bytes;
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** 0.5 s, 1 s, 2 s … each scaled by a random 50–100 % so that many workers do not retry in lockstep. */
function backoffDelay(attempt: number): number {
  return BACKOFF_BASE_MS * 2 ** attempt * (0.5 + Math.random() / 2);
}
