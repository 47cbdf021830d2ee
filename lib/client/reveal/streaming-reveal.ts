/**
 * The streaming display engine (spec §4 "Streaming display", §9): messages reveal one at a time in the order they
 * were queued, each showing its thinking, then its content, then its tool-call results. A 10 ms tick drives it;
 * between messages it pauses 800 ms. It is pure state plus an injectable clock, so tests drive it with fake
 * timers, and it ticks only while there is something left to show.
 */
import {
  catchUpChars,
  defaultRevealTimings,
  distributeShown,
  fadeStart,
  initialShownTotal,
  orderRevealParts,
  revealPace,
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

type Entry = {
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
  const entries: Entry[] = [];
  const listeners = new Set<() => void>();
  let snapshot: RevealSnapshot = new Map();
  let timer: unknown;
  let lastTickAt = 0;
  let nextStartAt = Number.NEGATIVE_INFINITY;

  function publish() {
    snapshot = new Map(entries.map((entry) => [entry.id, viewOf(entry)]));
    for (const listener of listeners) listener();
  }

  function viewOf(entry: Entry): RevealView {
    const active = entry.done ? -1 : activePartIndex(entry);
    const parts = entry.parts.map((part, index) => ({ ...part, fadeFrom: fadeStart(part.shown, index === active, timings) }));
    return { id: entry.id, parts, started: entry.started, done: entry.done };
  }

  function activePartIndex(entry: Entry): number {
    const revealing = entry.parts.findIndex((part) => part.shown < part.text.length);
    return revealing >= 0 ? revealing : entry.parts.length - 1;
  }

  /** Advances the queue by `elapsed` ms; returns whether the display changed. */
  function advance(now: number, elapsed: number): boolean {
    let changed = false;
    for (;;) {
      const entry = entries.find((candidate) => !candidate.done);
      if (!entry) return changed;
      if (!entry.started) {
        if (now < nextStartAt) return changed;
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
        nextStartAt = now + timings.nextChunkDelayMs;
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

  function wantsTick(): boolean {
    const entry = entries.find((candidate) => !candidate.done);
    if (!entry) return false;
    if (!entry.started) return true;
    return entry.complete || entry.parts.some((part) => part.shown < part.text.length);
  }

  function tick() {
    timer = undefined;
    const now = clock.now();
    const elapsed = Math.max(0, now - lastTickAt);
    lastTickAt = now;
    if (advance(now, elapsed)) publish();
    schedule();
  }

  function schedule() {
    if (timer !== undefined || !wantsTick()) return;
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
      advance(clock.now(), 0);
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
      nextStartAt = Number.NEGATIVE_INFINITY;
      publish();
    },
  };
}
