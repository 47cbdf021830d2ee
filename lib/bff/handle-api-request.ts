import "server-only";
import type { ServerResponse } from "node:http";
import { ResultCode } from "@/lib/contract/codes";
import { errorEnvelope } from "@/lib/contract/envelope";
import { backendTarget } from "./backend-target";
import { clientIpFrom } from "./client-ip";
import { bffConfig } from "./config";
import { forwardRequest } from "./forward";
import { answersWithToken, isCrossSiteWrite, withoutToken } from "./request-guards";
import { sessionBackendToken } from "./session-token";

/**
 * The catch-all /api route: session → backend token, then the request goes to the configured backend. Every
 * handler checks the session itself; nothing relies on proxy.ts for authorization (CVE-2025-29927).
 */
export function handleApiRequest(request: Request): Promise<Response> {
  return answerApiRequest(request);
}

/** The same, for a caller that has Node's response to the browser too (lib/bff/node-relay.ts). */
export async function answerApiRequest(request: Request, outgoing?: ServerResponse): Promise<Response> {
  const url = new URL(request.url);
  if (isCrossSiteWrite(request)) {
    return Response.json(errorEnvelope(ResultCode.badRequest, "Cross-site request refused"), { status: 403 });
  }
  const config = bffConfig();
  let target;
  try {
    target = await backendTarget();
  } catch {
    // The embedded backend could not start (its database, most likely); the logs say why.
    return Response.json(errorEnvelope(ResultCode.serviceUnavailable, "No service"), { status: 503 });
  }
  const path = url.pathname.replace(/^\/api/, "") || "/";
  const answer = await forwardRequest(request, {
    target,
    path,
    token: await sessionBackendToken(request),
    client: {
      ip: clientIpFrom(request.headers.get("x-forwarded-for")),
      host: request.headers.get("host") ?? undefined,
      protocol: url.protocol.replace(":", ""),
    },
    timeoutMs: config.upstreamTimeoutMs,
    rewrites: config.storageHostRewrites,
    outgoing,
  });
  return answersWithToken(path) ? withoutToken(answer) : answer;
}
