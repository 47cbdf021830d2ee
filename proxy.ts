import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { appUrlIsHttps, contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/bff/browser-headers";
import { siteSettings } from "@/lib/bff/config";
import { decideEntry, isSessionCookieName } from "@/lib/bff/entry-params";
import { trackServerEvent } from "@/lib/bff/track-event";

/**
 * Marks a request this proxy rewrote. Next's router resolves the rewritten address afresh and runs the proxy again
 * for it: that second pass must keep the first one's nonce and policy (the page's scripts carry the first nonce) and
 * must not log or redirect again. A value of this process's own, so a browser cannot claim a rewrite it never had.
 */
const REWRITTEN_HEADER = "x-proxy-rewritten";
const rewrittenToken = newNonce();

/**
 * Runs before pages (never before /api): gives each page its browser headers, a Content-Security-Policy with a
 * fresh nonce (Next reads it from the request's policy header and puts it on its own scripts; x-nonce hands it to
 * our layouts), stores `ref` / `utm_source`, logs utm events, takes a code-hosting `code` off the address, sends
 * a session marked not-whitelisted to the private-beta notice, and renders /papers without a session from the
 * visitor's page. It decides nothing about access: route handlers check the session themselves (CVE-2025-29927),
 * and a request with a stale session cookie simply gets the signed-in screen, which reads the session itself.
 */
export function proxy(request: NextRequest, event: NextFetchEvent) {
  if (request.headers.get(REWRITTEN_HEADER) === rewrittenToken) return NextResponse.next();
  const settings = siteSettings();
  const https = appUrlIsHttps(settings.appUrl);
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ nonce, https, development: settings.development });
  const decision = decideEntry(request.nextUrl, {
    get: (name) => request.cookies.get(name)?.value,
    hasSession: request.cookies.getAll().some((cookie) => isSessionCookieName(cookie.name)),
  });
  for (const tracked of decision.events) event.waitUntil(trackServerEvent(tracked.event, tracked.properties));
  const pageRequestHeaders = new Headers(request.headers);
  pageRequestHeaders.set("x-nonce", nonce);
  pageRequestHeaders.set("content-security-policy", policy);
  const response = decision.redirectTo
    ? NextResponse.redirect(new URL(decision.redirectTo, request.url))
    : decision.rewriteTo
      ? rewriteTo(new URL(decision.rewriteTo, request.url), pageRequestHeaders)
      : NextResponse.next({ request: { headers: pageRequestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  for (const cookie of decision.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      httpOnly: cookie.httpOnly,
      sameSite: "lax",
      // APP_URL, not the request: behind a TLS-terminating proxy the request Next sees is plain http.
      secure: https,
      path: "/",
      maxAge: cookie.maxAgeSeconds,
    });
  }
  return response;
}

function rewriteTo(url: URL, pageRequestHeaders: Headers) {
  pageRequestHeaders.set(REWRITTEN_HEADER, rewrittenToken);
  return NextResponse.rewrite(url, { request: { headers: pageRequestHeaders } });
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|svg|ico|webp|txt|xml)$).*)"],
};
