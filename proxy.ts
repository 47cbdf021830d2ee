import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { decideEntry } from "@/lib/bff/entry-params";
import { trackServerEvent } from "@/lib/bff/track-event";

/**
 * Runs before pages (never before /api): stores `ref` / `utm_source`, logs utm events, takes a code-hosting
 * `code` off the address, and sends a session marked not-whitelisted to the private-beta notice. It decides
 * nothing about access: route handlers check the session themselves (CVE-2025-29927).
 */
export function proxy(request: NextRequest, event: NextFetchEvent) {
  const decision = decideEntry(request.nextUrl, (name) => request.cookies.has(name));
  for (const tracked of decision.events) event.waitUntil(trackServerEvent(tracked.event, tracked.properties));
  const response = decision.redirectTo
    ? NextResponse.redirect(new URL(decision.redirectTo, request.url))
    : NextResponse.next();
  for (const cookie of decision.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      httpOnly: cookie.httpOnly,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
      path: "/",
      maxAge: cookie.maxAgeSeconds,
    });
  }
  return response;
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|svg|ico|webp|txt|xml)$).*)"],
};
