/**
 * The streaming reveal's queue and its one step (spec §4 "Streaming display"): the first message not yet done
 * reveals its parts in order at the pace the rules set, and the next one starts 800 ms after it is done.
 */
import { catchUpChars, revealPace, type RevealPart, type RevealTimings } from "./streaming-reveal-rules";

export type RevealEntry = {
  id: string;
  parts: (RevealPart & { shown: number })[];
  complete: boolean;
  started: boolean;
  done: boolean;
  /** Milliseconds of reveal time not yet spent on a step. */
  budget: number;
  sinceRefresh: number;
  chars: number | undefined;
};

export type RevealQueue = {
  entries: RevealEntry[];
  /** When the next message may start: the pause after the last one ended. */
  nextStartAt: number;
};

/** Advances the queue by `elapsed` ms; returns whether the display changed. */
export function advanceQueue(queue: RevealQueue, now: number, elapsed: number, timings: RevealTimings): boolean {
  let changed = false;
  for (;;) {
    const entry = queue.entries.find((candidate) => !candidate.done);
    if (!entry) return changed;
    if (!entry.started) {
      if (now < queue.nextStartAt) return changed;
      Object.assign(entry, { started: true, budget: 0, sinceRefresh: 0, chars: undefined });
      changed = true;
      elapsed = 0;
    }
    const part = entry.parts.find((candidate) => candidate.shown < candidate.text.length);
    if (!part) {
      if (!entry.complete) {
        entry.budget = 0; // Waiting for text: no burst when it arrives.
        return changed;
      }
      entry.done = true;
      queue.nextStartAt = now + timings.nextChunkDelayMs;
      changed = true;
      continue;
    }
    entry.budget += elapsed;
    entry.sinceRefresh += elapsed;
    // The default pace is refreshed every 200 ms, and whenever a part begins.
    if (entry.chars === undefined || entry.sinceRefresh >= timings.defaultRefreshMs) {
      entry.chars = catchUpChars(part.text.length - part.shown, timings);
      entry.sinceRefresh %= timings.defaultRefreshMs;
    }
    const pace = revealPace(part, entry.chars, timings);
    if (entry.budget < pace.stepMs) return changed;
    entry.budget -= pace.stepMs;
    part.shown = Math.min(part.text.length, part.shown + pace.chars);
    if (part.shown === part.text.length) entry.chars = undefined; // The next part sets its own pace.
    changed = true;
    elapsed = 0;
  }
}

/** Whether a tick could change anything: a message waits to start, or has text left or its end to show. */
export function queueWantsTick(queue: RevealQueue): boolean {
  const entry = queue.entries.find((candidate) => !candidate.done);
  if (!entry) return false;
  if (!entry.started) return true;
  return entry.complete || entry.parts.some((part) => part.shown < part.text.length);
}
