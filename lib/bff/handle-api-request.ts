import "server-only";
import { ResultCode } from "@/lib/contract/codes";
import { errorEnvelope } from "@/lib/contract/envelope";
import { backendTarget } from "./backend-target";
import { bffConfig } from "./config";
import { forwardRequest } from "./forward";
import { sessionBackendToken } from "./session-token";

/**
 * The catch-all /api route: session → backend token, then the request goes to the configured backend. Every
 * handler checks the session itself; nothing relies on proxy.ts for authorization (CVE-2025-29927).
 */
export async function handleApiRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const config = bffConfig();
  let target;
  try {
    target = await backendTarget();
  } catch {
    // The embedded backend could not start (its database, most likely); the logs say why.
    return Response.json(errorEnvelope(ResultCode.serviceUnavailable, "No service"), { status: 503 });
  }
  return forwardRequest(request, {
    target,
    path: url.pathname.replace(/^\/api/, "") || "/",
    token: await sessionBackendToken(request),
    client: {
      ip: lastForwardedFor(request.headers.get("x-forwarded-for")),
      host: request.headers.get("host") ?? undefined,
      protocol: url.protocol.replace(":", ""),
    },
    timeoutMs: config.upstreamTimeoutMs,
    rewrites: config.storageHostRewrites,
  });
}

/** The hop nearest to us: Next fills the header with the peer address when nobody in front has set it. */
function lastForwardedFor(header: string | null): string | undefined {
  const hops = header?.split(",").map((hop) => hop.trim()).filter(Boolean);
  return hops?.at(-1);
}
