import "server-only";
import { ResultCode } from "@/lib/contract/codes";
import { errorEnvelope } from "@/lib/contract/envelope";
import type { BackendTarget } from "./backend-target";
import type { ApiRequest } from "./handle-api-request";
import { buildAnswerHeaders, buildForwardHeaders, forwardedSearch, isRewritableAnswer, type ClientInfo } from "./forward-headers";
import { createHostRewriteStream, type HostRewrite } from "./host-rewrite";

export type ForwardOptions = {
  target: BackendTarget;
  /** Sends the built request; the target's fetch unless the caller has a faster way (handle-api-request.ts). */
  send?: (request: Request) => Promise<Response>;
  /** The contract path under /api, e.g. "/user/login". */
  path: string;
  token: string | undefined;
  client: ClientInfo;
  timeoutMs: number;
  rewrites: HostRewrite[];
};

/**
 * Forwards one browser request to the backend and streams the answer back. Bodies stream both ways (an SSE event
 * reaches the browser as soon as the backend writes it); the backend request is aborted when the browser leaves;
 * a backend that cannot be reached or does not answer in time becomes an envelope error (spec §8).
 */
export async function forwardRequest(request: ApiRequest, options: ForwardOptions): Promise<Response> {
  const { target, timeoutMs } = options;
  const search = forwardedSearch(new URL(request.url).search);
  const aborter = new AbortController();
  let timedOut = false;
  const onBrowserGone = () => aborter.abort();
  request.signal.addEventListener("abort", onBrowserGone, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    aborter.abort();
  }, timeoutMs);

  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  const outgoing = new Request(`${target.baseUrl}${options.path}${search}`, {
    method: request.method,
    headers: buildForwardHeaders(request.headers, options.token, options.client),
    body: hasBody ? request.body : undefined,
    signal: aborter.signal,
    redirect: "manual",
    // Streaming request bodies need half-duplex in Node's fetch.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);

  let answer: Response;
  try {
    answer = await (options.send ? options.send(outgoing) : target.fetch(outgoing));
  } catch (error) {
    request.signal.removeEventListener("abort", onBrowserGone);
    return failureAnswer(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
  return relayAnswer(answer, options.rewrites);
}

function relayAnswer(answer: Response, rewrites: HostRewrite[]): Response {
  const rewrite = rewrites.length > 0 && answer.body !== null && isRewritableAnswer(answer.headers);
  const headers = buildAnswerHeaders(answer.headers, rewrite);
  const location = headers.get("location");
  if (location && rewrites.length > 0) {
    headers.set("location", rewriteLocation(location, rewrites));
  }
  const body = rewrite && answer.body ? answer.body.pipeThrough(createHostRewriteStream(rewrites)) : answer.body;
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

function rewriteLocation(location: string, rewrites: HostRewrite[]): string {
  try {
    const url = new URL(location);
    const rule = rewrites.find((rewrite) => rewrite.from === url.host.toLowerCase());
    if (rule) url.host = rule.to;
    return url.toString();
  } catch {
    return location;
  }
}

function failureAnswer(error: unknown, timedOut: boolean): Response {
  if (timedOut) return envelopeAnswer(ResultCode.gatewayTimeout, "Network timeout");
  if (error instanceof Error && error.name === "AbortError") {
    // The browser has gone; nobody reads this answer.
    return envelopeAnswer(ResultCode.badRequest, "Request canceled");
  }
  return envelopeAnswer(ResultCode.badGateway, "Network error");
}

function envelopeAnswer(code: number, message: string): Response {
  return Response.json(errorEnvelope(code, message), { status: code });
}
