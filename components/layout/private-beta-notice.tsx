"use client";

/**
 * Opens the private-beta notice when the address says so (`?isNotWhiteName=true`, spec §2). The dialog's code
 * loads only then, so the landing page's first load stays light. Render it inside <Suspense> (useSearchParams).
 */
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { showsPrivateBetaNotice } from "@/lib/domain/account/private-beta";

const PrivateBetaDialog = dynamic(
  () => import("@/components/modals/private-beta-dialog").then((module) => module.PrivateBetaDialog),
  { ssr: false },
);

export function PrivateBetaNotice() {
  const params = useSearchParams();
  // Typed nullable because pages/ holds an API route; always set on an App Router page.
  const wanted = params !== null && showsPrivateBetaNotice(params);
  // Closed by the user for this visit; the address keeps the flag (proxy.ts sends a refused session back to it).
  const [dismissed, setDismissed] = useState(false);
  if (!wanted) return null;
  return <PrivateBetaDialog open={!dismissed} onOpenChange={(open) => setDismissed(!open)} />;
}
