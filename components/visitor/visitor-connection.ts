/**
 * A visitor's page says when the connection drops and returns, as the app does (spec §4 "Other states"). The app's
 * toasts load with a visitor's first account dialog, and no code can be fetched offline, so the two messages are
 * server markup (visitor-connection-notices.tsx) that this shows, one at a time, for as long as the app shows a
 * toast or until its Dismiss button is pressed. It is part of the page's first load (visitor-activation.tsx).
 */
import { watchConnection } from "@/lib/client/shell/connection-watch";
import { TOAST_AUTO_DISMISS_MS } from "@/lib/client/shell/toast-timing";

/** Marks each notice with the connection state it tells of. */
export const CONNECTION_NOTICE_ATTRIBUTE = "data-connection-notice";
export type ConnectionNotice = "offline" | "online";

/** Starts showing the notices as the connection changes; returns the function that stops it (an effect's cleanup). */
export function showConnectionNotices(): () => void {
  const notices = [...document.querySelectorAll<HTMLElement>(`[${CONNECTION_NOTICE_ATTRIBUTE}]`)];
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The notice shown, or none: a returning connection takes the place of the notice that it dropped.
  const show = (state?: ConnectionNotice) => {
    clearTimeout(timer);
    for (const notice of notices) notice.hidden = notice.getAttribute(CONNECTION_NOTICE_ATTRIBUTE) !== state;
    if (state) timer = setTimeout(show, TOAST_AUTO_DISMISS_MS);
  };
  const dismiss = () => show();
  const dismissButtons = notices.map((notice) => notice.querySelector("button"));
  for (const button of dismissButtons) button?.addEventListener("click", dismiss);
  const stopWatching = watchConnection((online) => show(online ? "online" : "offline"), window);
  return () => {
    stopWatching();
    clearTimeout(timer);
    for (const button of dismissButtons) button?.removeEventListener("click", dismiss);
  };
}
