/**
 * The on-demand load of answer-reading.ts (zod and the contract's schemas, the largest part of a page's script
 * otherwise). Started as the composer's module boots (task-input.tsx) or as a page's first request leaves, so the
 * code arrives while that request is in flight; the browser fetches it once. A failed load rejects where it is
 * awaited, is otherwise not reported as unhandled, and is tried again by the next caller.
 */
export type AnswerReading = typeof import("./answer-reading");

/**
 * zod and the contract's schemas cost a few hundred ms of main thread at Lighthouse's 4× CPU slowdown (zod's set-up,
 * then a few hundred schema constructors). Evaluated in one go that was one long task, landing when a page's first
 * answers arrive, which is when a quick typist is typing in the composer (bench:inp's input delay). So the code is
 * evaluated in groups, one per task, in the order they depend on each other, and the browser handles input and
 * hydration between them. Few groups: each is a round trip for its chunk. Each is a module of ours, never zod's own
 * index: a dynamic import keeps every export of what it names, and zod's (its locales, JSON Schema) would triple the
 * bytes. A module left out still loads, with the group that first imports it: the list only sets where breaks fall.
 */
const GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import("@/lib/contract/primitives"),
  () => import("@/lib/contract/entities"),
];

/** Lets the browser run what is waiting (input first): scheduler.yield where there is one, else a message task. */
function yieldToBrowser(): Promise<void> {
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

/**
 * Runs each group's import with a yield after it, then `last`; concurrent callers share one load, and a failed load
 * (the network dropped a chunk) is retried by the next caller rather than remembered.
 */
export function loadInGroups<T>(groups: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<T>, yieldBetween = yieldToBrowser): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const load = async () => {
    for (const group of groups) {
      await group();
      await yieldBetween();
    }
    return last();
  };
  return () => {
    if (loading === undefined) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}

export const loadAnswerReading: () => Promise<AnswerReading> = loadInGroups(GROUPS, () => import("./answer-reading"));
