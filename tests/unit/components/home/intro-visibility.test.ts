import { describe, expect, it } from "vitest";
import { initialIntro, introAfterScroll, introOpenedByClick, type IntroState } from "@/components/home/intro-visibility";

describe("the home intro (§2: hidden past 200 px, back at the top, kept when opened by a click)", () => {
  const hidden: IntroState = { visible: false, openedByClick: false };
  it.each([
    ["stays at 0", initialIntro, 0, initialIntro],
    ["stays at exactly 200", initialIntro, 200, initialIntro],
    ["hides past 200", initialIntro, 201, hidden],
    ["stays hidden between the top and 200", hidden, 120, hidden],
    ["shows again at the top", hidden, 0, initialIntro],
    ["opened by a click it stays while scrolling", introOpenedByClick(), 900, introOpenedByClick()],
    ["back at the top the click no longer pins it", introOpenedByClick(), 0, initialIntro],
  ])("%s", (_name, state, scrollTop, expected) => {
    expect(introAfterScroll(state, scrollTop)).toEqual(expected);
  });
});
