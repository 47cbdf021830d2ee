/**
 * Runs `fn` at most once per `ms`, first call at once and the last call of a burst at the end of its window, so
 * the final scroll position is never missed (spec §9: scroll handling throttled at 300 ms).
 */
export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0 && timer === undefined) return run(args);
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
      pending = undefined;
    }, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
