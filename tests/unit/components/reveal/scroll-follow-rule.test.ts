import { describe, expect, it } from "vitest";
import { followsAfterScroll, isNearBottom } from "@/components/reveal/scroll-follow-rule";
import { SCROLL_FOLLOW } from "@/components/reveal/use-scroll-follow";

/** A 600 px view over `height` px of content, scrolled so that its bottom edge is `fromBottom` px above the end. */
function at(fromBottom: number, height = 5000) {
  return { scrollHeight: height, clientHeight: 600, scrollTop: height - 600 - fromBottom };
}

const chat = SCROLL_FOLLOW.chatMarginPx;
const { loose, strict } = SCROLL_FOLLOW.canvasBottomTolerancePx;

// Spec §4/§9: a streamed reply keeps its end in view until the reader scrolls up; if these fail, the chat either
// drags a reader back down while they read or stops following a reply mid-stream.
describe("scroll follow on the chat page (about 200 px)", () => {
  it("keeps following when the reader scrolls up within the margin", () => {
    expect(followsAfterScroll({ following: true, movedUp: true, position: at(chat) }, chat, chat)).toBe(true);
  });

  it("stops following when the reader scrolls up past the margin", () => {
    expect(followsAfterScroll({ following: true, movedUp: true, position: at(chat + 1) }, chat, chat)).toBe(false);
  });

  it("keeps following through its own scroll to the end, however far the reply grew before it was read", () => {
    expect(followsAfterScroll({ following: true, movedUp: false, position: at(3000) }, chat, chat)).toBe(true);
  });

  it("follows again once the reader comes back within the margin, and not before", () => {
    expect(followsAfterScroll({ following: false, movedUp: false, position: at(chat + 1) }, chat, chat)).toBe(false);
    expect(followsAfterScroll({ following: false, movedUp: false, position: at(chat) }, chat, chat)).toBe(true);
  });
});

describe("scroll follow in the canvas (stops 10 px up, rejoins within 2 px)", () => {
  it("lets a reader rest just above the end without being pulled back", () => {
    expect(followsAfterScroll({ following: true, movedUp: true, position: at(loose + 1) }, loose, strict)).toBe(false);
    expect(followsAfterScroll({ following: false, movedUp: false, position: at(loose) }, loose, strict)).toBe(false);
    expect(followsAfterScroll({ following: false, movedUp: false, position: at(strict + 1) }, loose, strict)).toBe(false);
  });

  it("follows again at the end", () => {
    expect(followsAfterScroll({ following: false, movedUp: false, position: at(strict) }, loose, strict)).toBe(true);
  });
});

describe("isNearBottom", () => {
  it("counts a view that fits its content as at the bottom", () => {
    expect(isNearBottom({ scrollHeight: 400, clientHeight: 600, scrollTop: 0 }, 0)).toBe(true);
  });
});
