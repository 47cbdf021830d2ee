/** Tells the user when the browser loses and regains its connection (spec §4 "Other states", §8). */
import { ResultMessage } from "@/lib/contract/codes";
import { type ConnectionEventTarget, watchConnection } from "../shell/connection-watch";
import { showToast, type ToastLevel } from "../shell/toast-store";

export type NetworkStatusOptions = {
  /** Defaults to `window`; tests pass a plain EventTarget. */
  target?: ConnectionEventTarget;
  toast?: (level: ToastLevel, message: string) => void;
};

/** Whether the browser says it is connected; outside a browser (server render, tests) it counts as online. */
export function browserIsOnline(): boolean {
  return typeof navigator === "undefined" ? true : navigator.onLine;
}

/** Starts watching; returns the function that stops it (an effect's cleanup). */
export function watchNetworkStatus(options: NetworkStatusOptions = {}): () => void {
  const target = options.target ?? (typeof window === "undefined" ? undefined : window);
  if (!target) return () => {};
  const toast = options.toast ?? showToast;
  return watchConnection((online) => (online ? toast("success", ResultMessage.connectionResumed) : toast("error", ResultMessage.disconnected)), target);
}
