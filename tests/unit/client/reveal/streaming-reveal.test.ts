import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStreamingReveal, type RevealView } from "@/lib/client/reveal/streaming-reveal";
import { fadeOpacity, type RevealPart } from "@/lib/client/reveal/streaming-reveal-rules";

// Spec §4 "Streaming display" and §9: if these fail, replies appear in a lump, out of order, too slowly to read
// along, or a reload replays a whole report from its first character.
const text = (length: number, char = "a") => char.repeat(length);
const content = (length: number): RevealPart => ({ kind: "content", text: text(length) });

function setup() {
  const reveal = createStreamingReveal();
  const view = (id: string): RevealView | undefined => reveal.getSnapshot().get(id);
  const shown = (id: string) => view(id)?.parts.map((part) => part.shown) ?? [];
  return { reveal, view, shown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("default pace: 2 characters per 50 ms on a 10 ms tick", () => {
  it.each([
    [0, 0],
    [10, 0],
    [49, 0],
    [50, 2],
    [99, 2],
    [100, 4],
    [200, 8],
    [500, 20],
  ])("after %i ms, %i characters show", (ms, expected) => {
    const { reveal, shown } = setup();
    reveal.upsert({ id: "m", parts: [content(40)], complete: true });
    vi.advanceTimersByTime(ms);
    expect(shown("m")).toEqual([expected]);
  });

  it("ticks every 10 ms while revealing and stops once everything shows", () => {
    const { reveal, view } = setup();
    reveal.upsert({ id: "m", parts: [content(4)], complete: true });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(10);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(view("m")?.done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("pace per part", () => {
  it.each([
    ["thinking: 6 characters every 10 ms", { kind: "thinking", text: text(100) }, [[10, 6], [20, 12], [50, 30]]],
    ["final report: 30 characters per 50 ms", { kind: "result", text: text(200), finalReport: true }, [[50, 30], [100, 60], [150, 90]]],
    ["a plain tool result: the default 2 per 50 ms", { kind: "result", text: text(40) }, [[50, 2], [100, 4]]],
  ] as const)("%s", (_name, part, checkpoints) => {
    const { reveal, shown } = setup();
    reveal.upsert({ id: "m", parts: [part], complete: true });
    let at = 0;
    for (const [ms, expected] of checkpoints) {
      vi.advanceTimersByTime(ms - at);
      at = ms;
      expect(shown("m")).toEqual([expected]);
    }
  });

  it("shows thinking first, then content, then tool-call results, whatever order they arrive in", () => {
    const { reveal, shown } = setup();
    const parts: RevealPart[] = [
      { kind: "result", text: text(2) },
      { kind: "content", text: text(2) },
      { kind: "thinking", text: text(6) },
    ];
    reveal.upsert({ id: "m", parts, complete: true });
    expect(reveal.getSnapshot().get("m")?.parts.map((part) => part.kind)).toEqual(["thinking", "content", "result"]);
    vi.advanceTimersByTime(10);
    expect(shown("m")).toEqual([6, 0, 0]);
    vi.advanceTimersByTime(50);
    expect(shown("m")).toEqual([6, 2, 0]);
    vi.advanceTimersByTime(50);
    expect(shown("m")).toEqual([6, 2, 2]);
  });

  it("speeds up when text arrives faster than it shows, refreshing the pace every 200 ms only", () => {
    const { reveal, shown } = setup();
    reveal.upsert({ id: "m", parts: [content(400)], complete: true });
    // 400 waiting characters, to be shown within ~2 s at 50 ms steps: 10 per step.
    vi.advanceTimersByTime(50);
    expect(shown("m")).toEqual([10]);
    reveal.upsert({ id: "m", parts: [content(2_000)], complete: true });
    vi.advanceTimersByTime(100);
    expect(shown("m")).toEqual([30]); // Still 10 per step until the 200 ms refresh.
    vi.advanceTimersByTime(100);
    // Refreshed at 200 ms: ceil(1970 / 40) = 50 per step, so 80 at 200 ms and 130 at 250 ms.
    expect(shown("m")).toEqual([130]);
  });
});

describe("the fading tail", () => {
  it("fades the last 20 shown characters while revealing, and nothing once done", () => {
    const { reveal, view } = setup();
    reveal.upsert({ id: "m", parts: [{ kind: "thinking", text: text(60) }], complete: true });
    vi.advanceTimersByTime(10);
    expect(view("m")?.parts[0]).toMatchObject({ shown: 6, fadeFrom: 0 });
    vi.advanceTimersByTime(40);
    expect(view("m")?.parts[0]).toMatchObject({ shown: 30, fadeFrom: 10 });
    vi.advanceTimersByTime(100);
    expect(view("m")?.parts[0]).toMatchObject({ shown: 60, fadeFrom: 60 });
    expect(view("m")?.done).toBe(true);
  });

  it("fades only the part being revealed", () => {
    const { reveal, view } = setup();
    reveal.upsert({ id: "m", parts: [{ kind: "thinking", text: text(30) }, content(40)], complete: true });
    vi.advanceTimersByTime(100);
    const [thinking, body] = view("m")?.parts ?? [];
    expect(thinking).toMatchObject({ shown: 30, fadeFrom: 30 });
    expect(body?.fadeFrom).toBe(0);
  });
});

describe("the queue", () => {
  it("streams one message at a time and starts the next 800 ms after the previous ends", () => {
    const { reveal, view, shown } = setup();
    reveal.upsert({ id: "first", parts: [content(4)], complete: true });
    reveal.upsert({ id: "second", parts: [content(4)], complete: true });
    vi.advanceTimersByTime(100);
    expect(view("first")?.done).toBe(true);
    expect(view("second")?.started).toBe(false);
    vi.advanceTimersByTime(790);
    expect(view("second")?.started).toBe(false);
    vi.advanceTimersByTime(10);
    expect(view("second")?.started).toBe(true);
    vi.advanceTimersByTime(50);
    expect(shown("second")).toEqual([2]);
  });

  it("waits for more text of an unfinished message, then resumes at the normal pace", () => {
    const { reveal, view, shown } = setup();
    reveal.upsert({ id: "m", parts: [content(2)], complete: false });
    vi.advanceTimersByTime(500);
    expect(shown("m")).toEqual([2]);
    expect(view("m")?.done).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    reveal.upsert({ id: "m", parts: [content(10)], complete: false });
    vi.advanceTimersByTime(49);
    expect(shown("m")).toEqual([2]);
    vi.advanceTimersByTime(1);
    expect(shown("m")).toEqual([4]);
    reveal.upsert({ id: "m", parts: [content(10)], complete: true });
    vi.advanceTimersByTime(500);
    expect(view("m")?.done).toBe(true);
  });

  it("reveals text that arrives after a message had fully shown, instead of cutting it off", () => {
    const { reveal, view, shown } = setup();
    reveal.upsert({ id: "m", parts: [content(4)], complete: true });
    vi.advanceTimersByTime(500);
    expect(view("m")?.done).toBe(true);
    reveal.upsert({ id: "m", parts: [content(10)], complete: true });
    expect(view("m")?.done).toBe(false);
    vi.advanceTimersByTime(50);
    expect(shown("m")).toEqual([6]);
    vi.advanceTimersByTime(500);
    expect(view("m")).toMatchObject({ done: true, parts: [{ shown: 10 }] });
  });

  it("starts a message queued long after the previous ended without waiting", () => {
    const { reveal, shown } = setup();
    reveal.upsert({ id: "first", parts: [content(2)], complete: true });
    vi.advanceTimersByTime(5_000);
    reveal.upsert({ id: "second", parts: [content(4)], complete: true });
    vi.advanceTimersByTime(50);
    expect(shown("second")).toEqual([2]);
  });
});

describe("first load", () => {
  it("shows a finished task all at once", () => {
    const { reveal, view } = setup();
    reveal.upsert({ id: "m", parts: [{ kind: "thinking", text: text(100) }, content(5_000)], complete: true }, "instant");
    expect(view("m")).toMatchObject({ started: true, done: true });
    expect(view("m")?.parts.map((part) => [part.shown, part.fadeFrom])).toEqual([[100, 100], [5_000, 5_000]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [[300], [0]],
    [[800], [300]],
    [[100, 900], [100, 400]],
    [[700, 100], [300, 0]],
  ])("starts the last message 500 characters before its end: parts %j start at %j", (lengths, expected) => {
    const { reveal, shown } = setup();
    const parts: RevealPart[] = lengths.map((length, index) => ({ kind: index === 0 ? "content" : "result", text: text(length) }));
    reveal.upsert({ id: "m", parts, complete: false }, "rewind");
    expect(shown("m")).toEqual(expected);
  });
});

it("reveals everything at once on request and forgets everything on reset", () => {
  const { reveal, view } = setup();
  reveal.upsert({ id: "a", parts: [content(300)], complete: true });
  reveal.upsert({ id: "b", parts: [content(300)], complete: true });
  reveal.revealAll();
  expect(view("b")).toMatchObject({ done: true, parts: [{ shown: 300 }] });
  expect(reveal.isIdle()).toBe(true);
  reveal.reset();
  expect(reveal.getSnapshot().size).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});

describe("the fading tail's opacity", () => {
  it("is faintest on the newest character and nearly solid on the oldest of the last 20", () => {
    const newest = fadeOpacity(0);
    const oldest = fadeOpacity(19);
    expect(newest).toBeLessThan(0.25);
    expect(oldest).toBeGreaterThan(0.9);
    const ramp = Array.from({ length: 20 }, (_, after) => fadeOpacity(after));
    expect(ramp.every((opacity, index) => index === 0 || opacity > (ramp[index - 1] ?? 1))).toBe(true);
    expect(fadeOpacity(20)).toBe(1);
  });
});
