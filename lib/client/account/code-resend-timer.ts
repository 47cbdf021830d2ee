/**
 * The resend wait of the "Send code" buttons (spec §4, §9: 60 s) as a small external store keyed by purpose, so
 * the wait survives switching between the login and sign-up views or closing and reopening a dialog.
 */
import { useCallback, useSyncExternalStore } from "react";
import { countdownEndsAt, secondsLeft } from "@/lib/domain/code-countdown";

export type CodePurpose = "REGISTER" | "RESET_PASSWORD";

type IntervalHandle = ReturnType<typeof setInterval>;

export type CodeCountdownOptions = {
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => IntervalHandle;
  clearInterval?: (handle: IntervalHandle) => void;
  seconds?: number;
};

export type CodeCountdowns = {
  start: (purpose: CodePurpose) => void;
  secondsLeft: (purpose: CodePurpose) => number;
  subscribe: (listener: () => void) => () => void;
};

/** Four ticks a second: the label changes within a quarter second of each whole second. */
const TICK_MS = 250;

export function createCodeCountdowns(options: CodeCountdownOptions = {}): CodeCountdowns {
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
      endsAt.set(purpose, countdownEndsAt(now(), options.seconds));
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

/** The app's countdowns. */
export const codeCountdowns = createCodeCountdowns();

export function useCodeCountdown(purpose: CodePurpose): { secondsLeft: number; start: () => void } {
  const seconds = useSyncExternalStore(
    codeCountdowns.subscribe,
    () => codeCountdowns.secondsLeft(purpose),
    () => 0,
  );
  const start = useCallback(() => codeCountdowns.start(purpose), [purpose]);
  return { secondsLeft: seconds, start };
}
