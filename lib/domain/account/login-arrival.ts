/**
 * When a session "arrives" (spec §4: then user info and profile are fetched and 'Login success' shows once), and
 * the `?login=1` marker that OAuth sign-ins carry through the provider round-trip so the page they return to can
 * tell a fresh sign-in from an old session.
 */
export type AuthStatus = "loading" | "authenticated" | "unauthenticated";
export type SettledAuthStatus = Exclude<AuthStatus, "loading">;

export const LOGIN_MARKER_PARAM = "login";
const LOGIN_MARKER_VALUE = "1";

/**
 * `previous` is the last settled status this page saw (undefined before the first). A sign-in on this page
 * (credentials, the code exchange, another tab) moves unauthenticated → authenticated; an OAuth return loads the
 * page already authenticated, which counts only with the marker.
 */
export function isLoginArrival(
  previous: SettledAuthStatus | undefined,
  current: AuthStatus,
  hasMarker: boolean,
): boolean {
  if (current !== "authenticated") return false;
  if (previous === "unauthenticated") return true;
  return previous === undefined && hasMarker;
}

export function hasLoginMarker(params: { get: (name: string) => string | null }): boolean {
  return params.get(LOGIN_MARKER_PARAM) === LOGIN_MARKER_VALUE;
}

/** The OAuth callbackUrl: the current address plus the marker. */
export function withLoginMarker(href: string): string {
  const url = new URL(href);
  url.searchParams.set(LOGIN_MARKER_PARAM, LOGIN_MARKER_VALUE);
  return url.toString();
}

/** The address to show once the marker is read (path, query and hash), or undefined when it has none. */
export function withoutLoginMarker(href: string): string | undefined {
  const url = new URL(href);
  if (!url.searchParams.has(LOGIN_MARKER_PARAM)) return undefined;
  url.searchParams.delete(LOGIN_MARKER_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
