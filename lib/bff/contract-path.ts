/**
 * The contract path a browser's /api address names, decided once before anything routes on it (issue 13, defect 2).
 * The URL parser has already resolved dot segments, `%2e` ones included; what it leaves are other spellings of
 * one path: percent escapes (`/user/logi%6E`), doubled slashes and a trailing slash. Those are refused rather than
 * normalised: no contract path or id ever needs an escape or an empty segment, so a browser of ours never sends
 * one, and refusing leaves nothing for a later decoder (Hono, an upstream) to read differently from this check.
 */
const SEGMENT = /^[\w.~-]+$/;

export function contractPathOf(url: URL): string | undefined {
  if (url.pathname !== "/api" && !url.pathname.startsWith("/api/")) return undefined;
  const path = url.pathname.slice("/api".length);
  if (path === "") return undefined;
  const segments = path.slice(1).split("/");
  return segments.every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..") ? path : undefined;
}
