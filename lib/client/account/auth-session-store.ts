/**
 * The page's view of the browser session (spec §4): loading until the first answer, then authenticated with the
 * session's JSON (the user, never the token) or unauthenticated. An external store for useSyncExternalStore, fed by
 * whatever reads the session (auth-session.ts asks next-auth's session route).
 *
 * Why not next-auth's SessionProvider: its client (compiled with Babel's regenerator, with the runtime it needs) was
 * ~10 kB gzip in the first load of every app page and ran at hydration, for one GET and three event listeners.
 */
import type { AuthStatus } from "@/lib/domain/account/login-arrival";

export type SessionData = Readonly<Record<string, unknown>>;
export type AuthSession = { readonly status: AuthStatus; readonly data: SessionData | null };

export const LOADING_SESSION: AuthSession = Object.freeze({ status: "loading", data: null });
const SIGNED_OUT: AuthSession = Object.freeze({ status: "unauthenticated", data: null });

/** Resolves to the session's JSON, or null when there is none; rejects when it cannot be read. */
export type SessionReader = () => Promise<SessionData | null>;

export type AuthSessionStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => AuthSession;
  /** Reads the session again; the answer to the latest read wins, whatever order the answers come back in. */
  refresh: () => Promise<void>;
};

export function createAuthSessionStore(readSession: SessionReader): AuthSessionStore {
  let snapshot = LOADING_SESSION;
  let latestRead = 0;
  const listeners = new Set<() => void>();

  function publish(next: AuthSession) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async refresh() {
      const read = ++latestRead;
      try {
        const data = await readSession();
        if (read !== latestRead) return;
        publish(data ? { status: "authenticated", data } : SIGNED_OUT);
      } catch {
        // An unreadable first answer counts as signed out (the page must not wait forever); a failed re-read keeps
        // what the page shows, so a network blip never signs anyone out on screen.
        if (read === latestRead && snapshot.status === "loading") publish(SIGNED_OUT);
      }
    },
  };
}
