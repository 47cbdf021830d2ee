"use client";

/**
 * The landing page's only client code: the private-beta notice (?isNotWhiteName=true), and the exchange of a
 * code-hosting sign-in code that proxy.ts parked from `/?code=`. The landing page carries no session code, so
 * the exchange loads on demand and, once signed in, the visitor continues in the app at /chat.
 * Render inside <Suspense> (useSearchParams).
 */
import { useEffect } from "react";
import { PrivateBetaNotice } from "@/components/layout/private-beta-notice";
import { withLoginMarker } from "@/lib/domain/account/login-arrival";
import { hasPendingOAuthCode } from "@/lib/domain/account/oauth-code";

async function exchangeParkedCode(): Promise<void> {
  const [{ exchangePendingOAuthCode }, { WHITELIST_NOTICE_URL }] = await Promise.all([
    import("@/lib/client/account/auth-client"),
    import("@/lib/client/api/error-policy"),
  ]);
  const outcome = await exchangePendingOAuthCode();
  // The login marker makes /chat say 'Login success'; a failed exchange leaves the visitor here to try again.
  if (outcome?.kind === "success") window.location.assign(withLoginMarker(new URL("/chat", window.location.href).href));
  else if (outcome?.kind === "notWhitelisted") window.location.assign(WHITELIST_NOTICE_URL);
}

export function LandingEffects() {
  useEffect(() => {
    if (!hasPendingOAuthCode(document.cookie)) return;
    exchangeParkedCode().catch((error: unknown) => console.error("Code-hosting sign-in failed", error));
  }, []);
  return <PrivateBetaNotice />;
}
