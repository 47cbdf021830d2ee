import "server-only";
import type { ServerResponse } from "node:http";
import { bffConfig } from "./config";
import { fetchUpstream } from "./upstream-fetch";

/**
 * Where /api calls go: an upstream over HTTP when API_UPSTREAM_URL is set, else the embedded backend
 * in-process. Both take a Request and give a Response, so everything around them is one code path.
 */
export type BackendTarget = {
  kind: "upstream" | "embedded";
  /** The base that contract paths are appended to, ending in /api (or the upstream's own prefix). */
  baseUrl: string;
  /**
   * `outgoing`: Node's response to the browser, when the BFF has it (the chat relay). The embedded backend then
   * writes event streams straight into it and answers a placeholder; the response's headers are then already sent.
   */
  fetch(request: Request, outgoing?: ServerResponse): Promise<Response>;
};

/** The in-process backend's requests never touch the network; the host name only has to parse. */
const EMBEDDED_BASE = "http://embedded.backend/api";

export async function backendTarget(): Promise<BackendTarget> {
  const { upstreamUrl } = bffConfig();
  if (upstreamUrl) return { kind: "upstream", baseUrl: upstreamUrl, fetch: fetchUpstream };
  const { sharedBackend } = await import("@/lib/backend/runtime");
  const runtime = await sharedBackend();
  return { kind: "embedded", baseUrl: EMBEDDED_BASE, fetch: (request, outgoing) => Promise.resolve(runtime.app.fetch(request, outgoing ? { outgoing } : undefined)) };
}
