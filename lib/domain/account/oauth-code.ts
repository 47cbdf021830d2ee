/**
 * proxy.ts moves a code-hosting `?code=` into an httpOnly cookie and sets this readable flag beside it, so the
 * page knows to ask next-auth's "github-code" provider to exchange it (spec §2 query parameter `code`).
 */
export const OAUTH_CODE_PENDING_COOKIE = "oauth_code_pending";

export function hasPendingOAuthCode(cookieHeader: string): boolean {
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .some((part) => part === `${OAUTH_CODE_PENDING_COOKIE}=1`);
}

/** The document.cookie assignment that drops the flag, so a reload does not exchange a spent code again. */
export const CLEAR_OAUTH_CODE_PENDING_COOKIE = `${OAUTH_CODE_PENDING_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
