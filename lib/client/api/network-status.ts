/** Tells the user when the browser loses and regains its connection (spec §4 "Other states", §8). */
import { ResultMessage } from "@/lib/contract/codes";
import { showToast, type ToastLevel } from "../shell/toast-store";

type NetworkEventTarget = Pick<EventTarget, "addEventListener" | "removeEventListener">;

export type NetworkStatusOptions = {
  /** Defaults to `window`; tests pass a plain EventTarget. */
  target?: NetworkEventTarget;
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

  const onOffline = () => toast("error", ResultMessage.disconnected);
  const onOnline = () => toast("success", ResultMessage.connectionResumed);
  target.addEventListener("offline", onOffline);
  target.addEventListener("online", onOnline);
  return () => {
    target.removeEventListener("offline", onOffline);
    target.removeEventListener("online", onOnline);
  };
}
