/** Client timings: the spec §9 values come from the contract; the auto-dismiss delay is ours. */
export { LOGOUT_DEBOUNCE_MS, TOAST_DEDUPE_MS } from "@/lib/contract/constants";

/** Not in the spec: long enough to read a one-line message, short enough to stay out of the way. */
export const TOAST_AUTO_DISMISS_MS = 4_000;
