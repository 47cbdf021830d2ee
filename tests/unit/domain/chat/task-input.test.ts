import { describe, expect, it } from "vitest";
import { canSend, isExpandable, isMobileWidth, isSendKey, MOBILE_NOTICE, removesAgentTag, visualLineCount } from "@/lib/domain/chat/task-input";

const press = (key: string, extra: Partial<{ shiftKey: boolean; isComposing: boolean; keyCode: number }> = {}) => ({
  key,
  shiftKey: false,
  isComposing: false,
  keyCode: key === "Enter" ? 13 : 0,
  ...extra,
});

describe("task input rules (§4 Input, §5)", () => {
  it.each([
    [press("Enter"), true],
    [press("Enter", { shiftKey: true }), false],
    [press("Enter", { isComposing: true }), false],
    [press("Enter", { keyCode: 229 }), false],
    [press("a"), false],
  ])("send key %j → %s", (keyPress, sends) => {
    expect(isSendKey(keyPress)).toBe(sends);
  });

  it.each([
    ["Backspace", "", true],
    ["Delete", "", true],
    ["Backspace", "x", false],
    ["Backspace", " ", false],
    ["a", "", false],
  ])("%s on %j removes the tag: %s", (key, text, removes) => {
    expect(removesAgentTag(key, text)).toBe(removes);
  });

  it("send needs non-empty text", () => {
    expect(canSend("")).toBe(false);
    expect(canSend("  \n ")).toBe(false);
    expect(canSend("hi")).toBe(true);
  });

  it("narrow screens are below 700 px", () => {
    expect(isMobileWidth(699)).toBe(true);
    expect(isMobileWidth(700)).toBe(false);
    expect(MOBILE_NOTICE).toBe("Function not available on mobile. Please switch to PC to continue.");
  });

  it("the text area becomes expandable at 10 lines", () => {
    expect(isExpandable(9)).toBe(false);
    expect(isExpandable(10)).toBe(true);
    expect(visualLineCount(24 * 10 + 4, 24, 4)).toBe(10);
    expect(visualLineCount(0, 24, 4)).toBe(1);
  });
});
