"use client";

/**
 * The Suspense fallback of a dialog or drawer whose code loads on its first opening (issue 22). The code is usually
 * fetched as a pointer or focus nears the control, and this never shows; on a slow network, or offline until the
 * connection returns (lib/client/shell/import-retrying.ts), the control that asked is busy to assistive technology
 * and the page's pointer shows progress (globals.css) until the dialog opens, so the click is not taken for lost and
 * made again.
 */
import { useEffect } from "react";

const WAITING_ATTRIBUTE = "data-waiting-for-code";
// The controls a dialog is opened from; focus elsewhere (the composer, the page) is not what is waiting.
const CONTROLS = "button, [role='button'], [role='menuitem'], [role='tab']";

let waiting = 0;

export function WaitingForCode(): null {
  useEffect(() => {
    // Focus is still on the control that was clicked or pressed: the dialog has not taken it yet.
    const control = document.activeElement?.closest(CONTROLS);
    const markedBusy = control !== null && control !== undefined && !control.hasAttribute("aria-busy");
    if (markedBusy) control.setAttribute("aria-busy", "true");
    waiting += 1;
    document.documentElement.setAttribute(WAITING_ATTRIBUTE, "");
    return () => {
      if (markedBusy) control.removeAttribute("aria-busy");
      waiting -= 1;
      if (waiting === 0) document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
    };
  }, []);
  return null;
}
