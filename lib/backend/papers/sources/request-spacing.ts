import "server-only";
import { setTimeout } from "node:timers/promises";

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
      // On abort, the caller's own reason (not the timer's AbortError) says why the wait stopped.
      await setTimeout(slot - now, undefined, { signal }).catch(() => signal?.throwIfAborted());
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
