/**
 * The numbers and small rules behind the streaming display (spec §4 "Streaming display", §9 "Streaming reveal"),
 * kept apart from the engine's bookkeeping so each rule is readable on its own.
 */

/** The spec's reveal speeds (§9): a 10 ms tick, 2 characters per 50 ms step, a 20-character fading tail. */
export const STREAM_REVEAL = {
  tickMs: 10,
  thinkingTickMs: 10,
  thinkingCharsPerTick: 6,
  defaultCharsPerStep: 2,
  defaultStepMs: 50,
  defaultRefreshMs: 200,
  fadeTailChars: 20,
  nextChunkDelayMs: 800,
  finalReportCharsPerStep: 30,
  chatStepStreamSpeed: 10,
  /** The last message starts revealing this many characters before its end, so a reload doesn't replay it all. */
  lastMessageRewindChars: 500,
} as const;

/** Thinking shows first, then the content, then tool-call results (spec §4). */
export const revealPartKinds = ["thinking", "content", "result"] as const;
export type RevealPartKind = (typeof revealPartKinds)[number];

export type RevealPart = {
  kind: RevealPartKind;
  text: string;
  /** A final report flows 30 characters at a time instead of the default 2 (a Markdown result in the Process view). */
  finalReport?: boolean;
  /**
   * "report": the Final tab's report flows 30 characters every 10 ms tick rather than every 50 ms step, so a long
   * report a reader waited for is whole within seconds.
   */
  speed?: "report";
};

/** The spec's numbers by default; an engine may run at another pace (the chat page's step stream, speed 10). */
export type RevealTimings = { readonly [K in keyof typeof STREAM_REVEAL]: number } & {
  /**
   * Ours, not the spec's: when text arrives faster than 2 characters per 50 ms, every refresh (200 ms) raises the
   * step so the backlog would be shown within this time. Without it a long model reply trails minutes behind.
   */
  catchUpMs: number;
};

export const defaultRevealTimings: RevealTimings = { ...STREAM_REVEAL, catchUpMs: 2_000 };

/** How a message enters the display: streamed, all at once (a finished task on first load), or from near its end. */
export type RevealStart = "stream" | "instant" | "rewind";

/** Parts in display order; results keep their own order. */
export function orderRevealParts<T extends RevealPart>(parts: readonly T[]): T[] {
  return revealPartKinds.flatMap((kind) => parts.filter((part) => part.kind === kind));
}

/** The pace of one part: how often a step happens and how many characters a step shows. */
export type RevealPace = { stepMs: number; chars: number };

/** `defaultChars` is the default step as last refreshed (see `catchUpChars`). */
export function revealPace(part: RevealPart, defaultChars: number, timings: RevealTimings = defaultRevealTimings): RevealPace {
  if (part.kind === "thinking") return { stepMs: timings.thinkingTickMs, chars: timings.thinkingCharsPerTick };
  if (part.speed === "report") return { stepMs: timings.tickMs, chars: timings.finalReportCharsPerStep };
  if (part.finalReport) return { stepMs: timings.defaultStepMs, chars: timings.finalReportCharsPerStep };
  return { stepMs: timings.defaultStepMs, chars: defaultChars };
}

/** The default step: 2 characters, or more when the backlog would otherwise take longer than `catchUpMs`. */
export function catchUpChars(backlog: number, timings: RevealTimings = defaultRevealTimings): number {
  const stepsInWindow = Math.max(1, Math.floor(timings.catchUpMs / timings.defaultStepMs));
  return Math.max(timings.defaultCharsPerStep, Math.ceil(Math.max(0, backlog) / stepsInWindow));
}

/** Characters already shown when a message starts: none, all of them, or all but the last 500 (spec §9). */
export function initialShownTotal(totalLength: number, start: RevealStart, timings: RevealTimings = defaultRevealTimings): number {
  if (start === "instant") return totalLength;
  if (start === "rewind") return Math.max(0, totalLength - timings.lastMessageRewindChars);
  return 0;
}

/** Spreads a number of shown characters over the parts in order. */
export function distributeShown(lengths: readonly number[], total: number): number[] {
  let left = total;
  return lengths.map((length) => {
    const shown = Math.min(length, Math.max(0, left));
    left -= shown;
    return shown;
  });
}

/** Where the fading tail of a part starts: the last 20 shown characters fade while that part is being revealed. */
export function fadeStart(shown: number, active: boolean, timings: RevealTimings = defaultRevealTimings): number {
  return active ? Math.max(0, shown - timings.fadeTailChars) : shown;
}

/** The faintest a fading character gets: the newest one shows at about a fifth of full strength. */
const FADE_DEPTH = 0.85;

/**
 * The opacity of a character in the fading tail, by how many shown characters follow it (0 for the newest): the
 * newest is nearly transparent, each older one more solid, the oldest of the tail nearly solid.
 */
export function fadeOpacity(charactersAfter: number, timings: RevealTimings = defaultRevealTimings): number {
  const tail = timings.fadeTailChars;
  const age = Math.min(tail, Math.max(0, charactersAfter));
  return 1 - ((tail - age) / (tail + 1)) * FADE_DEPTH;
}
