
/** Log-out clicks this close together count as one (spec §9). */
const LOGOUT_DEBOUNCE_MS = 2_000;
/**
 * The one way client code asks for a sign-out. Requests are coalesced (spec §9 "Logout debounce 2 s") because a
 * page fires several calls at once and every one of them answers 401 when the session has ended.
 */

export type LogoutHandler = (message?: string) => void | Promise<void>;

export type LogoutControllerOptions = {
  debounceMs?: number;
  now?: () => number;
  defaultHandler?: LogoutHandler;
};

export type LogoutController = {
  /**
   * Signs out now unless a sign-out already ran within the debounce window (leading edge, so the user is not
   * left on a dead session for two seconds). Returns whether this call triggered the sign-out.
   */
  requestLogout: (message?: string) => boolean;
  /** Replaces the sign-out (next-auth's, in its issue); the returned function restores the previous one. */
  registerLogoutHandler: (handler: LogoutHandler) => () => void;
};

/**
 * Spec §4: "Logout clears token and user info and goes to /chat". A full document load is what clears the client
 * state (SWR cache and stores live in memory); the session cookie is httpOnly, so only the server-side sign-out
 * that next-auth registers later can remove it.
 */
export function navigateToChat(): void {
  // A full load on purpose (see above): a router push would keep the signed-out user's data in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (typeof window !== "undefined") window.location.assign("/chat");
}

function reportFailure(error: unknown) {
  // A failing sign-out must not surface as an unhandled rejection inside the request that hit the 401;
  // logging keeps it visible to developers.
  console.error("Logout handler failed", error);
}

export function createLogoutController(options: LogoutControllerOptions = {}): LogoutController {
  const debounceMs = options.debounceMs ?? LOGOUT_DEBOUNCE_MS;
  const now = options.now ?? Date.now;
  let handler: LogoutHandler = options.defaultHandler ?? navigateToChat;
  let lastLogoutAt = Number.NEGATIVE_INFINITY;

  return {
    requestLogout(message) {
      const at = now();
      if (at - lastLogoutAt < debounceMs) return false;
      lastLogoutAt = at;
      try {
        const pending = handler(message);
        if (pending) pending.catch(reportFailure);
      } catch (error) {
        reportFailure(error);
      }
      return true;
    },
    registerLogoutHandler(next) {
      const previous = handler;
      handler = next;
      return () => {
        if (handler === next) handler = previous;
      };
    },
  };
}

/** The app's one logout controller. */
export const logoutController = createLogoutController();
export const { requestLogout, registerLogoutHandler } = logoutController;
