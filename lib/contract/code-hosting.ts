/**
 * The page a code-hosting (GitHub) `?code=` sign-in returns to: the BFF names it as `redirect_uri` when the
 * sign-in starts, and the backend names it again when it exchanges the code, as OAuth requires (RFC 6749 §4.1.3),
 * so a code issued for another address is refused (issue 13, defect 4). Relative to APP_URL.
 */
export const CODE_HOSTING_RETURN_PATH = "/chat";
