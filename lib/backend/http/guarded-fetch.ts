import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { isPublicAddress } from "./public-address";

/**
 * The one way the server fetches a URL that came from data, a user or a model (DESIGN §9): http(s) on ports 80
 * and 443 only; the host is resolved once, every address it has must be public, and the connection goes to the
 * checked address (a second DNS answer cannot swap in an internal one); redirects are followed by hand and each
 * is checked again (at most 3); the whole exchange has a time limit and the body a size limit.
 * Configured endpoints (LLM, paper APIs, S3, SMTP) are trusted settings and use plain fetch.
 */
export type GuardedFetchPolicy = {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Origins (`http://127.0.0.1:4567`) let through although private and on other ports: only the tests' loopback
   * fakes (FETCH_EXEMPT_ORIGINS). Empty in production.
   */
  exemptOrigins?: readonly string[];
  /** DNS resolution; a test swaps it to show the connection uses the checked answer. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
};

export type GuardedFetchInit = { headers?: Record<string, string>; signal?: AbortSignal };

export type ResolvedAddress = { address: string; family: number };

export type BlockedReason = "scheme" | "port" | "address" | "unresolvable" | "redirects" | "too_large";

/** A URL the guard refused: its reason for logs and callers, its message clear enough for a person. */
export class BlockedUrlError extends Error {
  constructor(
    readonly reason: BlockedReason,
    message: string,
  ) {
    super(message);
    this.name = "BlockedUrlError";
  }
}

export const MAX_REDIRECTS = 3;
const ALLOWED_PORTS = new Set([80, 443]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** GET `url` under the guard; the answer's body stops with a BlockedUrlError once it passes `maxBytes`. */
export async function guardedFetch(url: string, init: GuardedFetchInit, policy: GuardedFetchPolicy): Promise<Response> {
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let current = parseUrl(url);
  for (let redirects = 0; ; redirects += 1) {
    const target = await checkedTarget(current, policy);
    const answer = await requestPinned(current, target, init.headers ?? {}, signal);
    const location = answer.headers.location;
    if (!REDIRECT_STATUSES.has(answer.statusCode ?? 0) || typeof location !== "string") return webResponse(answer, policy.maxBytes);
    answer.resume();
    if (redirects >= MAX_REDIRECTS) throw new BlockedUrlError("redirects", `more than ${MAX_REDIRECTS} redirects`);
    current = parseUrl(location, current);
  }
}

function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch {
    throw new BlockedUrlError("scheme", "not a valid URL");
  }
}

/** The address to connect to, once the URL's scheme, port and every address of its host have passed. */
async function checkedTarget(url: URL, policy: GuardedFetchPolicy): Promise<ResolvedAddress> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new BlockedUrlError("scheme", `${url.protocol} links are not fetched`);
  const exempt = policy.exemptOrigins?.includes(url.origin) ?? false;
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  if (!exempt && !ALLOWED_PORTS.has(port)) throw new BlockedUrlError("port", `port ${port} is not fetched (80 and 443 only)`);
  // WHATWG URL parsing has already turned forms like 0x7f.1 or 2130706433 into dotted IPv4.
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = await (policy.resolve ?? resolveAll)(hostname).catch(() => []);
  const [first] = addresses;
  if (!first) throw new BlockedUrlError("unresolvable", `${hostname} does not resolve`);
  if (!exempt && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new BlockedUrlError("address", `${hostname} is not a public internet address`);
  }
  return first;
}

async function resolveAll(hostname: string): Promise<ResolvedAddress[]> {
  return dns.promises.lookup(hostname, { all: true, verbatim: true });
}

function requestPinned(url: URL, target: ResolvedAddress, headers: Record<string, string>, signal: AbortSignal): Promise<http.IncomingMessage> {
  // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily), a single one otherwise.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false, so no pooled socket connected under an earlier answer is reused.
    const request = client.request(url, { method: "GET", headers, lookup, agent: false, signal }, resolve);
    request.on("error", reject);
    request.end();
  });
}

/** Node's answer as a web Response whose body errors past `maxBytes`, whatever Content-Length claimed. */
function webResponse(answer: http.IncomingMessage, maxBytes: number): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const status = answer.statusCode ?? 502;
  if (status === 204 || status === 304) {
    answer.resume();
    return new Response(null, { status, headers });
  }
  const declared = Number(answer.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    answer.destroy();
    throw tooLarge(maxBytes);
  }
  let received = 0;
  const capped = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > maxBytes) {
        answer.destroy();
        controller.error(tooLarge(maxBytes));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = (Readable.toWeb(answer) as ReadableStream<Uint8Array>).pipeThrough(capped);
  return new Response(body, { status, statusText: answer.statusMessage, headers });
}

function tooLarge(maxBytes: number): BlockedUrlError {
  return new BlockedUrlError("too_large", `the answer is larger than ${maxBytes} bytes`);
}
