/**
 * The toast queue behind <Toaster>: an external store (subscribe/getSnapshot for useSyncExternalStore) so that
 * non-React code such as the api client and the network watcher can raise toasts.
 */
import { TOAST_AUTO_DISMISS_MS } from "./toast-timing";

/** The same toast again within this window is dropped (spec §8, §9). */
const TOAST_DEDUPE_MS = 5_000;

export type ToastLevel = "info" | "success" | "warning" | "error";

export type ToastOptions = {
  /** Offer a 'Contact us' link (spec §8: the exceeding-limit code). */
  contactLink?: boolean;
  /** How long this toast stays, when it is not the default (spec §9: the mobile notice shows for 3 s). */
  durationMs?: number;
};

export type Toast = {
  readonly id: string;
  readonly level: ToastLevel;
  readonly message: string;
  readonly contactLink: boolean;
};

type TimerHandle = ReturnType<typeof setTimeout>;

export type ToastStoreOptions = {
  now?: () => number;
  dedupeMs?: number;
  autoDismissMs?: number;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
};

export type ToastStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
  getServerSnapshot: () => readonly Toast[];
  /** Returns the new toast's id, or undefined when an identical toast was shown within the dedupe window. */
  showToast: (level: ToastLevel, message: string, options?: ToastOptions) => string | undefined;
  dismissToast: (id: string) => void;
  dismissAllToasts: () => void;
};

const NO_TOASTS: readonly Toast[] = Object.freeze([]);

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const now = options.now ?? Date.now;
  const dedupeMs = options.dedupeMs ?? TOAST_DEDUPE_MS;
  const autoDismissMs = options.autoDismissMs ?? TOAST_AUTO_DISMISS_MS;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle));

  let toasts: readonly Toast[] = NO_TOASTS;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<string, TimerHandle>();
  // Last time each level+text was shown; kept apart from `toasts` because the window outlives auto-dismissal.
  const lastShownAt = new Map<string, number>();

  function publish(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function forgetExpired(at: number) {
    for (const [key, shownAt] of lastShownAt) {
      if (at - shownAt >= dedupeMs) lastShownAt.delete(key);
    }
  }

  function dismissToast(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(id);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  }

  function showToast(level: ToastLevel, message: string, toastOptions: ToastOptions = {}) {
    const at = now();
    forgetExpired(at);
    const key = `${level}\u0000${message}`;
    if (lastShownAt.has(key)) return undefined;
    lastShownAt.set(key, at);

    const id = `toast-${nextId++}`;
    publish([...toasts, { id, level, message, contactLink: toastOptions.contactLink === true }]);
    timers.set(id, setTimer(() => dismissToast(id), toastOptions.durationMs ?? autoDismissMs));
    return id;
  }

  function dismissAllToasts() {
    for (const timer of timers.values()) clearTimer(timer);
    timers.clear();
    // A cleared screen has nothing left to duplicate: the 401 path clears every toast and then shows its own
    // message, which must not be swallowed because a parallel 401 showed it a moment earlier.
    lastShownAt.clear();
    if (toasts.length > 0) publish(NO_TOASTS);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    getServerSnapshot: () => NO_TOASTS,
    showToast,
    dismissToast,
    dismissAllToasts,
  };
}

/** The app's one toast queue. */
export const toastStore = createToastStore();
export const { showToast, dismissToast, dismissAllToasts } = toastStore;
