/** Spec §5: screens narrower than 700 px cannot start tasks or pick agents; a notice says so for 3 s. */
import { isMobileWidth, MOBILE_NOTICE } from "@/lib/domain/chat/task-input";
import { showToast } from "./toast-store";

/** How long the phone notice shows (spec §9). */
const MOBILE_NOTICE_MS = 3_000;

export function isMobileViewport(): boolean {
  return typeof window !== "undefined" && isMobileWidth(window.innerWidth);
}

/** True when the action may go on; otherwise shows the notice and returns false. */
export function allowedOnThisScreen(): boolean {
  if (!isMobileViewport()) return true;
  showToast("info", MOBILE_NOTICE, { durationMs: MOBILE_NOTICE_MS });
  return false;
}
