/**
 * How long a toast stays. A module of its own: a visitor's first load shows the connection notices for as long
 * (components/visitor/visitor-connection.ts) without carrying the toast queue.
 */

/** Not in the spec: long enough to read a one-line message, short enough to stay out of the way. */
export const TOAST_AUTO_DISMISS_MS = 4_000;
