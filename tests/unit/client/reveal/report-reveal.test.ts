import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReportReveal, REPORT_RENDER_EVERY_MS, reportRevealStart } from "@/lib/client/reveal/report-reveal";
import { createStreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import type { RevealPart } from "@/lib/client/reveal/streaming-reveal-rules";

// Spec §9 "final report flows 30 characters at a time", §4 "On first load of a finished task everything shows at
// once": if these fail, a report the reader waited for lands in one lump (or crawls for minutes), a finished task
// replays its report on every visit, or a long report re-renders its Markdown every 10 ms.
const report = (length: number) => "r".repeat(length);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the report's pace: 30 characters every 10 ms tick", () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 30],
    [20, 60],
    [100, 300],
    [990, 2_970],
    [1_000, 3_000],
    [2_000, 3_000],
  ])("after %i ms, %i characters show", (ms, expected) => {
    const reveal = createReportReveal({ renderEveryMs: 0 });
    reveal.show(report(3_000), "stream");
    vi.advanceTimersByTime(ms);
    expect(reveal.getSnapshot()).toEqual({ text: report(expected), done: expected === 3_000 });
  });

  it("is the engine's 'report' speed, leaving the Process view's Markdown results at 30 per 50 ms", () => {
    const shownAfter50ms = (part: RevealPart) => {
      const engine = createStreamingReveal();
      engine.upsert({ id: "m", parts: [part], complete: true });
      vi.advanceTimersByTime(50);
      return engine.getSnapshot().get("m")?.parts[0]?.shown;
    };
    expect(shownAfter50ms({ kind: "content", text: report(300), speed: "report" })).toBe(150);
    expect(shownAfter50ms({ kind: "result", text: report(300), finalReport: true })).toBe(30);
  });
});

describe("when the report streams", () => {
  it.each([
    ["arrives live on a task running when the page loaded it", { finishedOnLoad: false, presentWhenOpened: false }, "stream"],
    ["belongs to a task already finished on first load", { finishedOnLoad: true, presentWhenOpened: true }, "instant"],
    ["came with the first poll of a task finished on load", { finishedOnLoad: true, presentWhenOpened: false }, "instant"],
    ["was there when the panel reopened", { finishedOnLoad: false, presentWhenOpened: true }, "instant"],
  ] as const)("a report that %s: %s", (_name, input, expected) => {
    expect(reportRevealStart(input)).toBe(expected);
  });

  it("flows in a later, longer report whole, and holds the exports until then", () => {
    const reveal = createReportReveal({ renderEveryMs: 0 });
    reveal.show(report(300), "stream");
    vi.advanceTimersByTime(1_000);
    expect(reveal.getSnapshot()).toEqual({ text: report(300), done: true });
    reveal.show(report(900), "stream");
    expect(reveal.getSnapshot()?.done).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(reveal.getSnapshot()).toEqual({ text: report(900), done: true });
  });

  it("shows a finished task's report whole at once, without a timer", () => {
    const reveal = createReportReveal();
    reveal.show(report(20_000), "instant");
    expect(reveal.getSnapshot()).toEqual({ text: report(20_000), done: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("what readers see", () => {
  it(`changes at most every ${REPORT_RENDER_EVERY_MS} ms, always as a prefix, and ends with the whole report`, () => {
    const reveal = createReportReveal();
    const text = report(3_000);
    const seen: { at: number; text: string }[] = [];
    reveal.subscribe(() => seen.push({ at: Date.now(), text: reveal.getSnapshot()?.text ?? "" }));
    reveal.show(text, "stream");
    expect(reveal.getSnapshot()).toEqual({ text: "", done: false });
    vi.advanceTimersByTime(999);
    expect(reveal.getSnapshot()?.done).toBe(false);
    vi.advanceTimersByTime(1 + REPORT_RENDER_EVERY_MS);
    expect(reveal.getSnapshot()).toEqual({ text, done: true });
    // 100 ticks of the engine, seen at most once per 50 ms.
    const gaps = seen.slice(1).map((frame, index) => frame.at - (seen[index]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(REPORT_RENDER_EVERY_MS);
    expect(seen.every((frame) => text.startsWith(frame.text))).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("forgets the report and stops its timers when the panel closes", () => {
    const reveal = createReportReveal();
    reveal.show(report(3_000), "stream");
    vi.advanceTimersByTime(15);
    reveal.dispose();
    expect(vi.getTimerCount()).toBe(0);
    reveal.show(undefined, "stream");
    expect(reveal.getSnapshot()).toBeUndefined();
  });
});
