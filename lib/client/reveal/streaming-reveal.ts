/**
 * The streaming display engine (spec §4 "Streaming display", §9): messages reveal one at a time in the order they
 * were queued, each showing its thinking, then its content, then its tool-call results. A 10 ms tick drives it;
 * between messages it pauses 800 ms. It is pure state plus an injectable clock, so tests drive it with fake
 * timers, and it ticks only while there is something left to show.
 */
import { advanceQueue, queueWantsTick, type RevealEntry, type RevealQueue } from "./reveal-queue";
import {
  defaultRevealTimings,
  distributeShown,
  fadeStart,
  initialShownTotal,
  orderRevealParts,
  type RevealPart,
  type RevealStart,
  type RevealTimings,
} from "./streaming-reveal-rules";

export type RevealMessage = { id: string; parts: readonly RevealPart[]; complete: boolean };

export type RevealPartView = RevealPart & {
  shown: number;
  /** Characters from here up to `shown` are the fading tail. */
  fadeFrom: number;
};

export type RevealView = { id: string; parts: readonly RevealPartView[]; started: boolean; done: boolean };
export type RevealSnapshot = ReadonlyMap<string, RevealView>;

export type RevealClock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

// Resolved per call so fake timers installed after the engine was created still drive it.
const realClock: RevealClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type StreamingReveal = {
  /** Adds a message to the queue or updates its text; `start` only applies when the message is new. */
  upsert: (message: RevealMessage, start?: RevealStart) => void;
  /** Shows everything at once (e.g. 'Skip to final result'). */
  revealAll: () => void;
  /** Whether anything is still being revealed or waiting for text. */
  isIdle: () => boolean;
  getSnapshot: () => RevealSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Forgets every message (leaving the page). */
  reset: () => void;
};

export function createStreamingReveal(options: { clock?: RevealClock; timings?: RevealTimings } = {}): StreamingReveal {
  const clock = options.clock ?? realClock;
  const timings = options.timings ?? defaultRevealTimings;
  const queue: RevealQueue = { entries: [], nextStartAt: Number.NEGATIVE_INFINITY };
  const { entries } = queue;
  const listeners = new Set<() => void>();
  let snapshot: RevealSnapshot = new Map();
  let timer: unknown;
  let lastTickAt = 0;

  function publish() {
    snapshot = new Map(entries.map((entry) => [entry.id, viewOf(entry)]));
    for (const listener of listeners) listener();
  }

  function viewOf(entry: RevealEntry): RevealView {
    const active = entry.done ? -1 : activePartIndex(entry);
    const parts = entry.parts.map((part, index) => ({ ...part, fadeFrom: fadeStart(part.shown, index === active, timings) }));
    return { id: entry.id, parts, started: entry.started, done: entry.done };
  }

  function activePartIndex(entry: RevealEntry): number {
    const revealing = entry.parts.findIndex((part) => part.shown < part.text.length);
    return revealing >= 0 ? revealing : entry.parts.length - 1;
  }

  function tick() {
    timer = undefined;
    const now = clock.now();
    const elapsed = Math.max(0, now - lastTickAt);
    lastTickAt = now;
    if (advanceQueue(queue, now, elapsed, timings)) publish();
    schedule();
  }

  function schedule() {
    if (timer !== undefined || !queueWantsTick(queue)) return;
    timer = clock.setTimeout(tick, timings.tickMs);
  }

  function wake() {
    if (timer !== undefined) return;
    lastTickAt = clock.now();
    schedule();
  }

  return {
    upsert(message, start = "stream") {
      const ordered = orderRevealParts(message.parts);
      const existing = entries.find((entry) => entry.id === message.id);
      if (existing) {
        existing.parts = ordered.map((part, index) => ({ ...part, shown: Math.min(part.text.length, existing.parts[index]?.shown ?? 0) }));
        existing.complete = message.complete;
        // Text added after the message had fully shown (a later, longer final report) is revealed too, at a fresh pace.
        if (existing.done && existing.parts.some((part) => part.shown < part.text.length)) {
          Object.assign(existing, { done: false, budget: 0, sinceRefresh: 0, chars: undefined });
        }
      } else {
        const lengths = ordered.map((part) => part.text.length);
        const shown = distributeShown(lengths, initialShownTotal(lengths.reduce((a, b) => a + b, 0), start, timings));
        const instant = start === "instant";
        entries.push({
          id: message.id,
          parts: ordered.map((part, index) => ({ ...part, shown: shown[index] ?? 0 })),
          complete: message.complete,
          started: instant,
          done: instant && message.complete,
          budget: 0,
          sinceRefresh: 0,
          chars: undefined,
        });
      }
      // A message that may start now starts now, not on the next tick, so its pace counts from the moment it arrived.
      advanceQueue(queue, clock.now(), 0, timings);
      publish();
      wake();
    },
    revealAll() {
      for (const entry of entries) {
        for (const part of entry.parts) part.shown = part.text.length;
        Object.assign(entry, { started: true, done: entry.complete });
      }
      publish();
    },
    isIdle: () => entries.every((entry) => entry.done),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      entries.length = 0;
      queue.nextStartAt = Number.NEGATIVE_INFINITY;
      publish();
    },
  };
}
