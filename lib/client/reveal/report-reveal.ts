/**
 * The Final tab's report as it is revealed (spec §9 "final report flows 30 characters at a time"; §4 "On first load
 * of a finished task everything shows at once"). The streaming engine paces it at 30 characters per 10 ms tick;
 * readers of this store see it change at most every `renderEveryMs`, because re-rendering a long report's Markdown
 * every 10 ms would cost more than the reader can see.
 */
import { createStreamingReveal } from "./streaming-reveal";
import type { RevealStart } from "./streaming-reveal-rules";

/** What the Final tab shows: the revealed prefix of the report, and whether all of it shows. */
export type RevealedReport = { text: string; done: boolean };

export type ReportReveal = {
  /** Starts (or updates) the report's reveal; `undefined` forgets it. `start` only applies to a new report. */
  show: (report: string | undefined, start: RevealStart) => void;
  getSnapshot: () => RevealedReport | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Stops every timer (the panel closed). */
  dispose: () => void;
};

export const REPORT_RENDER_EVERY_MS = 50;
const REPORT_ID = "report";

/**
 * Streams only a report that arrived while the panel was open on a task that was running when the page loaded it;
 * one the panel already had when it opened (a finished task, or a panel reopened later) is history.
 */
export function reportRevealStart({ finishedOnLoad, presentWhenOpened }: { finishedOnLoad: boolean; presentWhenOpened: boolean }): RevealStart {
  return finishedOnLoad || presentWhenOpened ? "instant" : "stream";
}

export function createReportReveal({ renderEveryMs = REPORT_RENDER_EVERY_MS }: { renderEveryMs?: number } = {}): ReportReveal {
  const engine = createStreamingReveal();
  const listeners = new Set<() => void>();
  let current: RevealedReport | undefined;
  let lastDeliveredAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** While `show` changes the engine, it delivers once itself. */
  let showing = false;

  function read(): RevealedReport | undefined {
    const view = engine.getSnapshot().get(REPORT_ID);
    const part = view?.parts[0];
    return view && part ? { text: part.text.slice(0, part.shown), done: view.done } : undefined;
  }

  function deliver() {
    timer = undefined;
    lastDeliveredAt = Date.now();
    current = read();
    for (const listener of listeners) listener();
  }

  // Leading edge, then at most one delivery per interval; the latest state always arrives, at most that late.
  engine.subscribe(() => {
    if (showing || timer !== undefined) return;
    const wait = lastDeliveredAt + renderEveryMs - Date.now();
    if (wait <= 0) deliver();
    else timer = setTimeout(deliver, wait);
  });

  function cancelDelivery() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    show(report, start) {
      showing = true;
      if (report === undefined) engine.reset();
      else engine.upsert({ id: REPORT_ID, parts: [{ kind: "content", text: report, speed: "report" }], complete: true }, start);
      showing = false;
      // A new report shows at once, not after the interval: a finished one must never paint a frame empty.
      cancelDelivery();
      deliver();
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      engine.reset();
      cancelDelivery();
    },
  };
}
