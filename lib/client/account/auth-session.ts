/**
 * The browser session for every page (auth-session-store.ts says why it is ours and not next-auth's provider): read
 * from next-auth's session route when a component first asks, again when the tab comes back into view, and when
 * another tab says the session changed (next-auth's sign-out and our sign-ins write the same localStorage key that
 * its own provider listened to). next-auth's sign-in and sign-out themselves load with the dialogs that use them.
 */
import { useSyncExternalStore } from "react";
import { yieldToBrowser } from "@/lib/client/shell/yield-to-browser";
import { type AuthSession, createAuthSessionStore, LOADING_SESSION, type SessionData } from "./auth-session-store";

const SESSION_URL = "/api/auth/session";
/** next-auth's cross-tab message key; a message with `event: "session"` means "read the session again". */
const TAB_MESSAGE_KEY = "nextauth.message";

async function readSessionRoute(): Promise<SessionData | null> {
  // Started by the page's first effects: in a task of its own, like the contract's calls (call-api.ts says why).
  await yieldToBrowser();
  const response = await fetch(SESSION_URL, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`The session route answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  // next-auth answers {} when there is no session.
  return typeof body === "object" && body !== null && Object.keys(body).length > 0 ? (body as SessionData) : null;
}

const store = createAuthSessionStore(readSessionRoute);
let watching = false;

function isSessionMessage(value: string | null): boolean {
  try {
    const message: unknown = JSON.parse(value ?? "null");
    return typeof message === "object" && message !== null && (message as { event?: unknown }).event === "session";
  } catch {
    return false;
  }
}

/** Started by the first subscriber, for the page's lifetime: the session is one per document. */
function watchSession() {
  if (watching) return;
  watching = true;
  void store.refresh();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void store.refresh();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === TAB_MESSAGE_KEY && isSessionMessage(event.newValue)) void store.refresh();
  });
}

function subscribe(listener: () => void): () => void {
  watchSession();
  return store.subscribe(listener);
}

/** The session as next-auth's useSession gave it: `{ status, data }`, loading on the server and until it answers. */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(subscribe, store.getSnapshot, () => LOADING_SESSION);
}

/** After this page signed in or out: read the session now, and have the other open tabs read it too. */
export async function sessionChanged(): Promise<void> {
  try {
    localStorage.setItem(TAB_MESSAGE_KEY, JSON.stringify({ event: "session", data: { trigger: "getSession" }, timestamp: Date.now() }));
  } catch {
    // Storage can be off (private modes); the other tabs then catch up when they come back into view.
  }
  await store.refresh();
}
