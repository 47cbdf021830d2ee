/**
 * Code a page loads on demand (a dialog, a panel, a visitor's interactive code) when the network has dropped it.
 * React's `lazy` and next/dynamic remember a failed load and throw it to the nearest error boundary, which for these
 * is Next's own: the whole page gave way to "This page couldn't load", composer text and all, and stayed so when the
 * network came back. Here the load waits instead: offline, until the browser is online again (the page says
 * 'Disconnected from server' meanwhile, and a visitor's control shows it was heard), and online, a few more tries.
 * The component stays suspended (its Suspense fallback, or the old screen in a transition), then shows as if it had
 * been quick. Turbopack's loader forgets a chunk that failed, so a new `import()` asks the server again. A load that
 * still fails online (a deploy took the chunk away) throws as before: reloading is then the only way to the new code.
 */

export type ImportRetryingOptions = {
  /** Whether the browser says it is connected (`navigator.onLine`). */
  isOnline?: () => boolean;
  /** Resolves once the browser is connected again (its `online` event). */
  untilOnline?: () => Promise<void>;
  /** How long to wait before each retry while online; their count is the number of retries. */
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
};

/** Not in the spec: two more tries within ~4 s cover a dropped connection or a restarting server. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

export async function importRetrying<T>(load: () => Promise<T>, options: ImportRetryingOptions = {}): Promise<T> {
  const { isOnline = browserOnline, untilOnline = browserComesOnline, retryDelaysMs = IMPORT_RETRY_DELAYS_MS, wait = pause } = options;
  let retries = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      const delay = retryDelaysMs[retries];
      // Offline, every failure is expected and none counts: the load waits for the connection, however long.
      if (!isOnline()) await untilOnline();
      else if (delay === undefined) throw error;
      else {
        retries += 1;
        await wait(delay);
      }
    }
  }
}

function browserOnline(): boolean {
  return navigator.onLine;
}

function browserComesOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener("online", () => resolve(), { once: true });
    // It may have come back between the failure and the listener.
    if (navigator.onLine) resolve();
  });
}

// Not abortable-sleep's wait: a retry outlives the page that asked for the code, and its few bytes load with the
// landing page and a visitor's (issue 22's budget).
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
