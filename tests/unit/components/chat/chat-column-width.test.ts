import { describe, expect, it } from "vitest";
import {
  chatColumnBounds,
  clampChatColumnWidth,
  draggedChatColumnWidth,
  initialChatColumnWidth,
  keyedChatColumnWidth,
  resizedChatColumnWidth,
} from "@/components/chat/chat-column-width";

// Spec §2/§9: if these fail, the chat column opens at the wrong width, the divider lets it collapse or swallow the
// canvas, or a window made larger leaves a cramped column behind.
describe("chat column width", () => {
  it.each([
    // window, initial, min, max
    [800, 390, 300, 500],
    [1280, 390, 300, 500],
    [1600, 390, 300, 500],
    [1601, 390, 300, 700],
    [1920, 390, 300, 700],
    [1921, 480, 300, 700],
    [2560, 480, 300, 700],
    [2561, 650, 300, 700],
    [3840, 650, 300, 700],
  ])("a %i px window opens at %i px, between %i and %i px", (window, initial, min, max) => {
    expect(initialChatColumnWidth(window)).toBe(initial);
    expect(chatColumnBounds(window)).toEqual({ min, max, initial });
  });

  it.each([
    [1280, 200, 300],
    [1280, 300, 300],
    [1280, 450, 450],
    [1280, 520, 500],
    [1920, 650, 650],
    [1920, 900, 700],
    [1280, Number.NaN, 390],
  ])("in a %i px window, %s px is kept at %i px", (window, width, expected) => {
    expect(clampChatColumnWidth(width, window)).toBe(expected);
  });

  it.each([
    // width, from window, to window, expected
    [390, 1920, 2560, 480], // grows past 1920: raised to the new default
    [300, 1280, 1600, 390], // grows within the same band: raised to that band's default
    [600, 1920, 2560, 600], // already wider than the new default: kept
    [480, 2560, 3000, 650], // grows past 2560
    [650, 3000, 1280, 500], // shrinks: clamped to the new maximum
    [350, 1920, 1280, 350], // shrinks: a width within bounds is kept, never raised
    [450, 1600, 1600, 450], // same width (a height-only resize): unchanged
  ])("a %i px column, window %i → %i px, becomes %i px", (width, from, to, expected) => {
    expect(resizedChatColumnWidth(width, from, to)).toBe(expected);
  });

  it.each([
    [390, 50, 1280, 440],
    [390, 500, 1280, 500],
    [390, -500, 1280, 300],
    [390, 500, 1920, 700],
  ])("dragging a %i px column by %i px in a %i px window gives %i px", (start, delta, window, expected) => {
    expect(draggedChatColumnWidth(start, delta, window)).toBe(expected);
  });

  it.each([
    [390, "ArrowRight", false, 400],
    [390, "ArrowLeft", false, 380],
    [390, "ArrowRight", true, 440],
    [305, "ArrowLeft", false, 300],
    [495, "ArrowRight", false, 500],
    [390, "Home", false, 300],
    [390, "End", false, 500],
  ] as const)("key %s on a %i px column (Shift %s) gives %i px", (width, key, large, expected) => {
    expect(keyedChatColumnWidth(width, key, large, 1280)).toBe(expected);
  });
});
