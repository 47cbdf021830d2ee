/**
 * Client timings. These are the spec §9 values, kept here until lib/contract/constants exists; the lead will point
 * them at it then.
 */

/** §9 "Error toast dedupe 5 s" and §5 "Identical toast messages repeat at most once per 5 seconds". */
export const TOAST_DEDUPE_MS = 5_000;

/** §9 "Logout debounce 2 s": a burst of 401 answers ends in one sign-out. */
export const LOGOUT_DEBOUNCE_MS = 2_000;

/** Not in the spec: long enough to read a one-line message, short enough to stay out of the way. */
export const TOAST_AUTO_DISMISS_MS = 4_000;
