/**
 * The timer behind the "Send code" buttons' resend wait (spec §4, §9: 60 s; the arithmetic is
 * lib/domain/account/code-resend-wait.ts): a small external store keyed by purpose that ticks while a wait runs, so
 * the wait survives switching between the login and sign-up views or closing and reopening a dialog.
 */
import { useCallback, useSyncExternalStore } from "react";
import { resendWaitEndsAt, secondsLeft } from "@/lib/domain/account/code-resend-wait";

export type CodePurpose = "REGISTER" | "RESET_PASSWORD";

type IntervalHandle = ReturnType<typeof setInterval>;

export type CodeResendTimerOptions = {
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => IntervalHandle;
  clearInterval?: (handle: IntervalHandle) => void;
  seconds?: number;
};

export type CodeResendTimers = {
  start: (purpose: CodePurpose) => void;
  secondsLeft: (purpose: CodePurpose) => number;
  subscribe: (listener: () => void) => () => void;
};

/** Four ticks a second: the label changes within a quarter second of each whole second. */
const TICK_MS = 250;

export function createCodeResendTimers(options: CodeResendTimerOptions = {}): CodeResendTimers {
  // Looked up per call, so a clock installed after this module loaded (tests, polyfills) is honoured.
  const now = options.now ?? (() => Date.now());
  const startTimer = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
  const stopTimer = options.clearInterval ?? ((handle) => clearInterval(handle));
  const endsAt = new Map<CodePurpose, number>();
  const left = new Map<CodePurpose, number>();
  const listeners = new Set<() => void>();
  let timer: IntervalHandle | undefined;

  function tick() {
    let changed = false;
    for (const [purpose, end] of endsAt) {
      const seconds = secondsLeft(end, now());
      if (left.get(purpose) !== seconds) changed = true;
      left.set(purpose, seconds);
      if (seconds === 0) endsAt.delete(purpose);
    }
    if (endsAt.size === 0 && timer !== undefined) {
      stopTimer(timer);
      timer = undefined;
    }
    if (changed) for (const listener of listeners) listener();
  }

  return {
    start(purpose) {
      endsAt.set(purpose, resendWaitEndsAt(now(), options.seconds));
      tick();
      timer ??= startTimer(tick, TICK_MS);
    },
    secondsLeft: (purpose) => left.get(purpose) ?? 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's resend timers. */
export const codeResendTimers = createCodeResendTimers();

export function useCodeResendTimer(purpose: CodePurpose): { secondsLeft: number; start: () => void } {
  const seconds = useSyncExternalStore(
    codeResendTimers.subscribe,
    () => codeResendTimers.secondsLeft(purpose),
    () => 0,
  );
  const start = useCallback(() => codeResendTimers.start(purpose), [purpose]);
  return { secondsLeft: seconds, start };
}
