import "server-only";
import { type CallDef, contractCalls, errorEnvelope, ResultCode } from "@/lib/contract";
import { withoutTokens } from "./answer-tokens";
import { backendTarget, type BackendTarget } from "./backend-target";
import { browserCallOf } from "./browser-call";
import { bffConfig } from "./config";
import { contractPathOf } from "./contract-path";
import { forwardRequest } from "./forward";
import { clientIpOf } from "./peer-address";
import { boundedRequest } from "./request-body";
import { isCrossSiteWrite, isForeignActingRead } from "./request-guards";
import { sessionBackendToken } from "./session-token";

/**
 * The catch-all /api route: session → backend token, then the request goes to the configured backend. Every
 * handler checks the session itself; nothing relies on proxy.ts for authorization (CVE-2025-29927). Every door
 * (this route and the event streams' door, lib/bff/event-stream-door.ts) comes through answerApiRequest, so its
 * checks are the only ones.
 */
export function handleApiRequest(request: Request): Promise<Response> {
  return answerApiRequest(request);
}

/** How the checked request reaches the backend: its plain fetch, unless a door has a faster way (node-relay.ts). */
export type SendToBackend = (target: BackendTarget, request: Request) => Promise<Response>;

const plainFetch: SendToBackend = (target, request) => target.fetch(request);

/**
 * What the BFF reads of a browser's request. The catch-all hands it Next's Request; the event streams' door builds
 * this much from Node's request (node-relay.ts) rather than a whole Request, whose construction (and the abort
 * signal every undici Request makes and links to the one given) was a tenth of the door's CPU per request.
 */
export type ApiRequest = Pick<Request, "url" | "method" | "headers" | "body" | "signal">;

export async function answerApiRequest(request: ApiRequest, send: SendToBackend = plainFetch): Promise<Response> {
  const url = new URL(request.url);
  const path = contractPathOf(url);
  if (path === undefined) return envelopeAnswer(ResultCode.notFound, "Not found", 404);
  // Refusals carry code 400 with status 403: an envelope code 403 tells the page "not whitelisted" (spec §8).
  if (isCrossSiteWrite(request) || isForeignActingRead(request, path)) {
    return envelopeAnswer(ResultCode.badRequest, "Cross-site request refused", 403);
  }
  const bounded = await boundedRequest(request, path);
  if (bounded.tooLarge) return envelopeAnswer(ResultCode.payloadTooLarge, "Request body too large", 413);
  const config = bffConfig();
  let target: BackendTarget;
  try {
    target = await backendTarget();
  } catch {
    // The embedded backend could not start (its database, most likely); the logs say why.
    return envelopeAnswer(ResultCode.serviceUnavailable, "No service", 503);
  }
  const answer = await forwardRequest(bounded.request, {
    target,
    send: (outgoing) => send(target, outgoing),
    path,
    token: await sessionBackendToken(request),
    client: {
      ip: clientIpOf((name) => request.headers.get(name)),
      host: request.headers.get("host") ?? undefined,
      protocol: url.protocol.replace(":", ""),
    },
    timeoutMs: config.upstreamTimeoutMs,
    rewrites: config.storageHostRewrites,
  });
  return withoutTokens(answer, answerCarriesToken(request.method, path));
}

function answerCarriesToken(method: string, path: string): boolean {
  const id = browserCallOf(method, path);
  const call: CallDef | undefined = id === undefined ? undefined : contractCalls[id];
  return call?.answerCarriesToken === true;
}

function envelopeAnswer(code: number, message: string, status: number): Response {
  return Response.json(errorEnvelope(code, message), { status });
}
