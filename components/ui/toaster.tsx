"use client";

/** Renders the app's toast queue (lib/client/toast-store) as a stack at the top centre of the window. */
import { useSyncExternalStore } from "react";
import { toastStore, type Toast, type ToastLevel, type ToastStore } from "@/lib/client/shell/toast-store";

export const DEFAULT_CONTACT_HREF = "mailto:support@example.org";

const LEVEL_CLASSES: Record<ToastLevel, { box: string; dot: string }> = {
  info: { box: "border-surface-line bg-surface text-gray-900", dot: "bg-brand" },
  success: { box: "border-green-200 bg-green-50 text-green-900", dot: "bg-green-600" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", dot: "bg-amber-500" },
  error: { box: "border-red-200 bg-red-50 text-red-900", dot: "bg-red-600" },
};

function isUrgent(level: ToastLevel) {
  return level === "error" || level === "warning";
}

export type ToastListProps = {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  contactHref?: string;
};

export function ToastList({ toasts, onDismiss, contactHref = DEFAULT_CONTACT_HREF }: ToastListProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => {
        const colours = LEVEL_CLASSES[toast.level];
        // Errors and warnings interrupt a screen reader; info and success wait for a pause.
        const live = isUrgent(toast.level)
          ? ({ role: "alert" } as const)
          : ({ role: "status", "aria-live": "polite" } as const);
        return (
          <div
            key={toast.id}
            {...live}
            aria-atomic="true"
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-md ${colours.box}`}
          >
            <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${colours.dot}`} />
            <p className="min-w-0 flex-1 break-words">
              {toast.message}
              {toast.contactLink ? (
                <>
                  {" "}
                  <a href={contactHref} className="font-medium underline underline-offset-2 hover:no-underline">
                    Contact us
                  </a>
                </>
              ) : null}
            </p>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => onDismiss(toast.id)}
              className="-m-1 shrink-0 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}

export type ToasterProps = {
  /** Where 'Contact us' leads on toasts that offer it. */
  contactHref?: string;
  /** The app's queue unless a test or story supplies its own. */
  store?: ToastStore;
};

export function Toaster({ contactHref, store = toastStore }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return <ToastList toasts={toasts} onDismiss={store.dismissToast} contactHref={contactHref} />;
}
