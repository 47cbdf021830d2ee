import "server-only";

/**
 * Keeps calls to one host at least `intervalMs` apart within this process (arXiv asks for one request per 3 s).
 * Per process on purpose: this is politeness towards an outside API, not a limit our users must share across
 * instances (those live in the database, DESIGN §7); N instances send at most N requests per interval.
 */
export type RequestSpacing = { wait(signal?: AbortSignal): Promise<void> };

export function createRequestSpacing(intervalMs: number): RequestSpacing {
  let nextFreeAt = 0;
  return {
    async wait(signal) {
      const now = Date.now();
      // Reserving the slot before sleeping keeps concurrent callers in a queue instead of waking together.
      const slot = Math.max(now, nextFreeAt);
      nextFreeAt = slot + intervalMs;
      await sleep(slot - now, signal);
    },
  };
}

const spacings = new Map<string, RequestSpacing>();

/** The process-wide spacing for one key (e.g. a base URL), shared by every PaperSources built in the process. */
export function sharedRequestSpacing(key: string, intervalMs: number): RequestSpacing {
  const id = `${key}|${intervalMs}`;
  let spacing = spacings.get(id);
  if (!spacing) {
    spacing = createRequestSpacing(intervalMs);
    spacings.set(id, spacing);
  }
  return spacing;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
