/**
 * The browser headers that pages get per request (issue 13, defect 7), set by proxy.ts: the policy holds a fresh
 * nonce, and HSTS depends on APP_URL, both known only at run time. The fixed ones (nosniff, Referrer-Policy,
 * Permissions-Policy, and a deny-all policy for /api answers) are in next.config.mjs, for every path.
 *
 * Scripts: only Next's own and ours with this request's nonce run, and what they load ('strict-dynamic'); no
 * inline handler, no injected <script>. Styles keep 'unsafe-inline': React writes style attributes (widths,
 * KaTeX's layout, the reveal animation), which no nonce can cover. Images may come from anywhere over https
 * (papers' figures, avatars in reports). Development adds what Next's dev server needs (eval, its websocket).
 */
export type BrowserHeaderOptions = { nonce: string; https: boolean; development: boolean };

export function contentSecurityPolicy({ nonce, https, development }: BrowserHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${development ? " http: ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Two years, subdomains included: sent only when APP_URL is https, so a plain-http setup never locks itself out. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function appUrlIsHttps(appUrl: string | undefined): boolean {
  return (appUrl?.trim() ?? "").toLowerCase().startsWith("https://");
}
