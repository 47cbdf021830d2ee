import "server-only";
import type { ServerResponse } from "node:http";
import { startedBackend } from "@/lib/backend/runtime-handle";
import { bffConfig } from "./config";
import { fetchUpstream, streamUpstream } from "./upstream-fetch";

/**
 * Where /api calls go: an upstream over HTTP when API_UPSTREAM_URL is set, else the embedded backend
 * in-process. Both take a Request and give a Response, so everything around them is one code path.
 */
export type BackendTarget = {
  kind: "upstream" | "embedded";
  /** The base that contract paths are appended to, ending in /api (or the upstream's own prefix). */
  baseUrl: string;
  fetch(request: Request): Promise<Response>;
  /**
   * The event streams' fast path, where Node's response to the browser is handed down: used by the BFF's Node relay
   * (node-relay.ts, behind the event streams' door, event-stream-door.ts). The embedded backend gets
   * `nodeSink` beside the request (`app.fetch(request, { outgoing })`) and writes an event stream straight into it;
   * an upstream's event stream is piped into it from the upstream's socket (streamUpstream). Either skips the
   * web-stream pipe (bench:chat, bench:sse: less CPU per event, a lower lag p99), answers a placeholder, and the
   * sink's headers are already sent. Any other answer comes back as from fetch, for the caller to write.
   */
  stream?(request: Request, nodeSink: ServerResponse): Promise<Response>;
};

/** The in-process backend's requests never touch the network; the host name only has to parse. */
const EMBEDDED_BASE = "http://embedded.backend/api";

export async function backendTarget(): Promise<BackendTarget> {
  const { upstreamUrl, storageHostRewrites } = bffConfig();
  if (upstreamUrl) {
    // Storage links in a stream are rewritten by forward.ts's web-stream rewriter: such streams take the fetch path.
    return { kind: "upstream", baseUrl: upstreamUrl, fetch: fetchUpstream, ...(storageHostRewrites.length === 0 ? { stream: streamUpstream } : {}) };
  }
  // The server's start (instrumentation.ts) has started it: reading it from the handle keeps this layer of the
  // bundle from loading the backend's code again (runtime-handle.ts). Only a process that never booted it imports it.
  const runtime = await (startedBackend() ?? import("@/lib/backend/runtime").then(({ sharedBackend }) => sharedBackend()));
  return {
    kind: "embedded",
    baseUrl: EMBEDDED_BASE,
    fetch: (request) => Promise.resolve(runtime.app.fetch(request)),
    stream: (request, nodeSink) => Promise.resolve(runtime.app.fetch(request, { outgoing: nodeSink })),
  };
}
