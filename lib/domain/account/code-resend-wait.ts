/**
 * The "send code" button's resend wait (spec §4, §9: 60 s), as arithmetic over timestamps. The timer that ticks
 * it in the browser is lib/client/account/code-resend-timer.ts.
 */
import { CODE_RESEND_SECONDS } from "@/lib/contract/constants";

export const SEND_CODE_LABEL = "Send code";

export function resendWaitEndsAt(startedAt: number, seconds: number = CODE_RESEND_SECONDS): number {
  return startedAt + seconds * 1000;
}

/** Whole seconds still to wait, rounded up so the button reads 60s at the start and never 0s. */
export function secondsLeft(endsAt: number | undefined, now: number): number {
  if (endsAt === undefined) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function sendCodeLabel(seconds: number): string {
  return seconds > 0 ? `${seconds}s` : SEND_CODE_LABEL;
}
