/**
 * The landing page's exchange of a code-hosting sign-in code that proxy.ts parked from `/?code=` (the landing page
 * carries no session code): loaded only when a code is waiting, so none of it is in the landing page's first load.
 * Once signed in, the visitor continues in the app at /chat.
 */
import { exchangePendingOAuthCode } from "@/lib/client/account/auth-client";
import { WHITELIST_NOTICE_URL } from "@/lib/client/api/error-policy";
import { withLoginMarker } from "@/lib/domain/account/login-arrival";

export async function exchangeParkedCode(): Promise<void> {
  const outcome = await exchangePendingOAuthCode();
  // The login marker makes /chat say 'Login success'; a failed exchange leaves the visitor here to try again.
  if (outcome?.kind === "success") window.location.assign(withLoginMarker(new URL("/chat", window.location.href).href));
  else if (outcome?.kind === "notWhitelisted") window.location.assign(WHITELIST_NOTICE_URL);
}
