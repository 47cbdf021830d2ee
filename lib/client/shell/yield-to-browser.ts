/**
 * Ends the current task and resumes in a new one, so the browser can run what waits (input first) in between:
 * `scheduler.yield` where there is one (its continuation goes ahead of other queued tasks), else a message task
 * (a timer would be clamped and throttled in background tabs).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
