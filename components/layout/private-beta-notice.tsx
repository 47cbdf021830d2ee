"use client";

/**
 * Opens the private-beta notice when the address says so (`?isNotWhiteName=true`, spec §2). The dialog's code
 * loads only then, through React.lazy rather than next/dynamic, whose loader would add its own code to the landing
 * page's first load (issue 22). Client-only like before: the server and the hydration render nothing. Render it
 * inside <Suspense> (useSearchParams).
 */
import { useSearchParams } from "next/navigation";
import { lazy, useState } from "react";
import { useBrowserValue } from "@/components/ui/use-browser-value";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { showsPrivateBetaNotice } from "@/lib/domain/account/private-beta";

const PrivateBetaDialog = lazy(() => importRetrying(() => import("@/components/modals/private-beta-dialog")).then((module) => ({ default: module.PrivateBetaDialog })));

export function PrivateBetaNotice() {
  const params = useSearchParams();
  // False on the server and while hydrating, true after: the dialog never renders outside the browser.
  const inBrowser = useBrowserValue(() => true, false);
  const wanted = inBrowser && showsPrivateBetaNotice(params);
  // Closed by the user for this visit; the address keeps the flag (proxy.ts sends a refused session back to it).
  const [dismissed, setDismissed] = useState(false);
  if (!wanted) return null;
  return <PrivateBetaDialog open={!dismissed} onOpenChange={(open) => setDismissed(!open)} />;
}
