/**
 * Which headers cross the BFF. Requests carry an allow-list only: the browser's cookies, Next's internal
 * headers (x-middleware-subrequest and friends, CVE-2025-29927) and any token the page tried to send (as a
 * header or as the `token` query parameter the chat stream's backend reads) never reach the backend; the token
 * comes from the session alone. Answers lose hop-by-hop headers and upstream cookies.
 */
const forwardedRequestHeaders = [
  "accept",
  "accept-language",
  "content-type",
  "fingerprint",
  "source-platform",
  "user-agent",
  "range",
  "if-none-match",
  "if-modified-since",
  "if-range",
  "last-event-id",
  "x-request-id",
  // Stripe's webhook signature (services/credit/stripe-webhook.ts): the backend checks it over the body.
  "stripe-signature",
];

const droppedResponseHeaders = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "set-cookie",
  "server",
  "x-powered-by",
  // fetch has already decoded the body, so the encoding and its length no longer describe it.
  "content-encoding",
]);

export type ClientInfo = { ip: string | undefined; host: string | undefined; protocol: string };

export function buildForwardHeaders(incoming: Headers, token: string | undefined, client: ClientInfo): Headers {
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (token) {
    headers.set("AuthToken", token);
    headers.set("token", token);
  }
  // Compressed answers would have to be decoded here anyway, and would hold SSE events back in the encoder.
  headers.set("accept-encoding", "identity");
  if (client.ip) headers.set("x-forwarded-for", client.ip);
  if (client.host) headers.set("x-forwarded-host", client.host);
  headers.set("x-forwarded-proto", client.protocol);
  return headers;
}

const TOKEN_PARAM = /^(?:auth)?token$/i;

/**
 * The query string as forwarded: the page's own, minus any token it tried to authenticate with. Left exactly as
 * it came when there is none, so no value is re-encoded on the way.
 */
export function forwardedSearch(search: string): string {
  const params = new URLSearchParams(search);
  const tokenNames = [...params.keys()].filter((name) => TOKEN_PARAM.test(name));
  if (tokenNames.length === 0) return search;
  for (const name of tokenNames) params.delete(name);
  const kept = params.toString();
  return kept === "" ? "" : `?${kept}`;
}

export function buildAnswerHeaders(upstream: Headers, bodyIsRewritten: boolean): Headers {
  const headers = new Headers();
  const encoded = upstream.has("content-encoding");
  upstream.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (droppedResponseHeaders.has(lower) || lower.startsWith("x-middleware-")) return;
    if (lower === "content-length" && (bodyIsRewritten || encoded)) return;
    headers.append(name, value);
  });
  if ((headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    headers.set("Cache-Control", "no-cache, no-transform");
    headers.set("X-Accel-Buffering", "no");
  }
  return headers;
}

/** Text answers may carry storage links; binary ones (downloads, images) pass through untouched. */
export function isRewritableContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  return /^(?:application\/(?:json|x-ndjson|[\w.+-]+\+json)|text\/)/i.test(contentType);
}

/** A file download (Content-Disposition: attachment) is the user's own bytes, never rewritten, even when text. */
export function isRewritableAnswer(headers: Headers): boolean {
  if (/^\s*attachment\b/i.test(headers.get("content-disposition") ?? "")) return false;
  return isRewritableContentType(headers.get("content-type"));
}
