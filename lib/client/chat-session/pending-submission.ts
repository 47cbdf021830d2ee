/**
 * Spec §4: "Without a token, submitting a query opens the login dialog; when a token arrives later, the pending
 * input is submitted automatically." The query waits in sessionStorage (it must survive the OAuth round-trip);
 * the page that can submit registers a handler, the session watcher reports sign-in, and whichever comes last
 * triggers the one submission.
 */
import { parsePendingQuery, serializePendingQuery, type PendingQuery } from "@/lib/client/chat-session/pending-query";
import { openDialog } from "../shell/dialogs";

export type PendingSubmitHandler = (pending: PendingQuery) => void | Promise<void>;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type PendingSubmissionOptions = {
  /** sessionStorage by default; undefined where there is none (server rendering, storage disabled). */
  storage?: () => KeyValueStorage | undefined;
  now?: () => number;
  openLogin?: () => void;
};

export type PendingSubmission = {
  /** Keeps the query and opens the login dialog. */
  keepUntilSignedIn: (pending: PendingQuery) => void;
  /** The page's submit function; returns the function that unregisters it. */
  registerSubmitHandler: (handler: PendingSubmitHandler) => () => void;
  /** Called by the session watcher whenever the session status settles. */
  setSignedIn: (signedIn: boolean) => void;
  /** Whether a query is waiting (for tests and for a page that wants to show it). */
  peek: () => PendingQuery | undefined;
};

export const PENDING_QUERY_STORAGE_KEY = "pending-query";

function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings); the query then lives only in the input.
    return undefined;
  }
}

export function createPendingSubmission(options: PendingSubmissionOptions = {}): PendingSubmission {
  const storage = options.storage ?? browserSessionStorage;
  const now = options.now ?? (() => Date.now());
  const openLogin = options.openLogin ?? (() => void openDialog("login"));
  let handler: PendingSubmitHandler | undefined;
  let signedIn = false;

  function read(): PendingQuery | undefined {
    return parsePendingQuery(storage()?.getItem(PENDING_QUERY_STORAGE_KEY) ?? null, now());
  }

  function flush() {
    if (!signedIn || !handler) return;
    const pending = read();
    // Removed before submitting: a second flush (strict-mode effects, a second tab's broadcast) finds nothing.
    storage()?.removeItem(PENDING_QUERY_STORAGE_KEY);
    if (!pending) return;
    try {
      const result = handler(pending);
      if (result) result.catch((error: unknown) => console.error("Pending query submission failed", error));
    } catch (error) {
      // The handler shows its own errors; this only keeps one failure from breaking the session watcher.
      console.error("Pending query submission failed", error);
    }
  }

  return {
    keepUntilSignedIn(pending) {
      try {
        storage()?.setItem(PENDING_QUERY_STORAGE_KEY, serializePendingQuery(pending, now()));
      } catch (error) {
        // A full or blocked storage loses only the automatic resubmission; the text stays in the input.
        console.warn("Could not keep the pending query", error);
      }
      openLogin();
    },
    registerSubmitHandler(next) {
      handler = next;
      flush();
      return () => {
        if (handler === next) handler = undefined;
      };
    },
    setSignedIn(value) {
      signedIn = value;
      flush();
    },
    peek: read,
  };
}

/** The app's one pending submission. */
export const pendingSubmission = createPendingSubmission();
