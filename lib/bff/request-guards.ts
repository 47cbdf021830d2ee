import "server-only";
import type { CallId } from "@/lib/contract";
import { browserCallOf } from "./browser-call";

/**
 * Guards the catch-all applies before forwarding. A state-changing call from another site is refused (the
 * session cookie is SameSite=Lax, but a same-site subdomain or an old browser must not ride on it either); so is
 * a GET that acts (issue 13, defect 9): SameSite=Lax sends the cookie on a top-level GET from anywhere, so a link
 * or a form elsewhere could start a chat turn that spends the user's credits, or mail codes to any address.
 */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Pick<Request, "method" | "headers">): boolean {
  if (safeMethods.has(request.method)) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** GET calls with side effects: the chat turn (spends credits) and the mailed code (sends mail to anyone). */
const actingReads = new Set<CallId>(["chat.stream", "user.sendEmailAuthCode"]);
/** Only our own pages (same-origin) and the user's own typing or bookmarks (none) may open them. */
const ownFetchSites = new Set(["same-origin", "none"]);

export function isForeignActingRead(request: Pick<Request, "method" | "headers">, path: string): boolean {
  if (!safeMethods.has(request.method)) return false;
  const call = browserCallOf(request.method, path);
  if (call === undefined || !actingReads.has(call)) return false;
  const site = request.headers.get("sec-fetch-site");
  // Browsers old enough to send no Sec-Fetch-Site are left to the SameSite cookie, as for writes without Origin.
  return site !== null && !ownFetchSites.has(site);
}
