"use client";

/** Renders the app's toast queue (lib/client/toast-store) as a stack at the top centre of the window. */
import { useSyncExternalStore } from "react";
import { toastStore, type Toast, type ToastStore } from "@/lib/client/shell/toast-store";
import { TOAST_STACK_CLASS, ToastBox } from "./toast-box";

export const DEFAULT_CONTACT_HREF = "mailto:support@example.org";

export type ToastListProps = {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  contactHref?: string;
};

export function ToastList({ toasts, onDismiss, contactHref = DEFAULT_CONTACT_HREF }: ToastListProps) {
  return (
    <div className={TOAST_STACK_CLASS}>
      {toasts.map((toast) => (
        <ToastBox key={toast.id} level={toast.level} dismiss={{ onClick: () => onDismiss(toast.id) }}>
          {toast.message}
          {toast.contactLink ? (
            <>
              {" "}
              <a href={contactHref} className="font-medium underline underline-offset-2 hover:no-underline">
                Contact us
              </a>
            </>
          ) : null}
        </ToastBox>
      ))}
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
