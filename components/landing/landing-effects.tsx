"use client";

/**
 * The landing page's only client code: the private-beta notice (?isNotWhiteName=true), and the exchange of a
 * code-hosting sign-in code that proxy.ts parked from `/?code=`, loaded only when a code is waiting
 * (parked-code-exchange.ts). Render inside <Suspense> (useSearchParams).
 */
import { useEffect } from "react";
import { PrivateBetaNotice } from "@/components/layout/private-beta-notice";
import { hasPendingOAuthCode } from "@/lib/domain/account/oauth-code";

export function LandingEffects() {
  useEffect(() => {
    if (!hasPendingOAuthCode(document.cookie)) return;
    import("@/lib/client/account/parked-code-exchange")
      .then(({ exchangeParkedCode }) => exchangeParkedCode())
      .catch((error: unknown) => console.error("Code-hosting sign-in failed", error));
  }, []);
  return <PrivateBetaNotice />;
}
