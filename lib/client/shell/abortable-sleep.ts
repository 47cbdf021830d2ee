/**
 * The client's one wait: resolves true once `ms` have passed, or false as soon as `signal` aborts (the page that
 * waited has gone), so a caller writes `if (await sleep(ms, signal)) act()` and never acts for a page that left.
 * The timer is read from the global at call time, so tests' fake timers drive it.
 */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const finish = (elapsed: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      resolve(elapsed);
    };
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
