/**
 * The on-demand load of answer-reading.ts (zod and the contract's schemas, the largest part of a page's script
 * otherwise). Started as the composer's module boots (task-input.tsx) or as a page's first request leaves, so the
 * code arrives while that request is in flight; the browser fetches it once. A failed load rejects where it is
 * awaited, is otherwise not reported as unhandled, and is tried again by the next caller.
 */
import { yieldToBrowser } from "@/lib/client/shell/yield-to-browser";

export type AnswerReading = typeof import("./answer-reading");

/** What one download brings: the steps that evaluate its code in order, and the last, which answers. */
export type StepwiseCode<T> = { steps: ReadonlyArray<() => unknown>; last: () => T };

/**
 * zod and the contract's schemas cost a few hundred ms of main thread at Lighthouse's 4× CPU slowdown (zod's set-up,
 * then a few hundred schema constructors). Evaluated in one go that was one long task, landing when a page's first
 * answers arrive, which is when a quick typist is typing in the composer (bench:inp's input delay). So the code is
 * downloaded at once and evaluated in steps, one per task, with a yield after each (input and hydration run between
 * them) and one before the first (the chunk's own script evaluation is a task's worth already). Concurrent callers
 * share one load; a failed load (the network dropped a chunk) is retried by the next caller rather than remembered.
 */
export function loadInSteps<T>(download: () => Promise<StepwiseCode<T>>, yieldBetween = yieldToBrowser): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const load = async () => {
    const { steps, last } = await download();
    // The download resolves in the task that evaluated the chunk's script; the first step waits for a task of its own.
    await yieldBetween();
    for (const step of steps) {
      step();
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

export const loadAnswerReading: () => Promise<AnswerReading> = loadInSteps(() => import("./answer-reading-steps"));
