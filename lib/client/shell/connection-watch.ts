/**
 * The browser's word on its connection (its `offline` and `online` events), apart from what the app does with it:
 * the app's shell raises toasts (lib/client/api/network-status.ts), a visitor's page shows notices drawn by the server
 * (components/visitor/visitor-connection.ts), whose first load must not carry the toasts' code.
 */

export type ConnectionEventTarget = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** Calls `onChange` with false as the connection drops and true as it returns; returns the function that stops it. */
export function watchConnection(onChange: (online: boolean) => void, target: ConnectionEventTarget): () => void {
  const onOffline = () => onChange(false);
  const onOnline = () => onChange(true);
  target.addEventListener("offline", onOffline);
  target.addEventListener("online", onOnline);
  return () => {
    target.removeEventListener("offline", onOffline);
    target.removeEventListener("online", onOnline);
  };
}
