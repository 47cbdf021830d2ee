import { describe, expect, it } from "vitest";
import { closedMention, mentionKeyOutcome, mentionReducer, opensMentionList, type MentionState } from "@/lib/domain/chat/agent-mention";

// Spec §4 Input: the agent list opens only when the whole content is '@'.
describe("when the @ list opens", () => {
  it.each([
    ["@", true],
    ["", false],
    ["@@", false],
    [" @", false],
    ["@ ", false],
    ["ask @", false],
    ["@Deep", false],
    ["\n@", false],
  ])("%j → %s", (text, opens) => {
    expect(opensMentionList(text)).toBe(opens);
  });
});

describe("keyboard navigation of the open list (5 agents)", () => {
  const open = (highlighted: number): MentionState => ({ open: true, highlighted });
  it.each([
    ["open starts on the first agent", closedMention, { type: "open" } as const, open(0)],
    ["ArrowDown moves down", open(0), { type: "next", count: 5 } as const, open(1)],
    ["ArrowDown wraps to the top", open(4), { type: "next", count: 5 } as const, open(0)],
    ["ArrowUp moves up", open(3), { type: "previous", count: 5 } as const, open(2)],
    ["ArrowUp wraps to the bottom", open(0), { type: "previous", count: 5 } as const, open(4)],
    ["Home goes to the first", open(3), { type: "first" } as const, open(0)],
    ["End goes to the last", open(1), { type: "last", count: 5 } as const, open(4)],
    ["hover highlights", open(1), { type: "highlight", index: 3 } as const, open(3)],
    ["close resets", open(3), { type: "close" } as const, closedMention],
    ["arrows do nothing while closed", closedMention, { type: "next", count: 5 } as const, closedMention],
    ["an empty list does not move", open(0), { type: "next", count: 0 } as const, open(0)],
  ])("%s", (_name, state, action, expected) => {
    expect(mentionReducer(state, action)).toEqual(expected);
  });

  it("closing a closed list keeps the same state object (no re-render)", () => {
    expect(mentionReducer(closedMention, { type: "close" })).toBe(closedMention);
  });
});

describe("what each key does while the list is open", () => {
  it.each([
    ["ArrowDown", { type: "next", count: 5 }],
    ["ArrowUp", { type: "previous", count: 5 }],
    ["Home", { type: "first" }],
    ["End", { type: "last", count: 5 }],
    ["Enter", { type: "select" }],
    ["Tab", { type: "select" }],
    ["Escape", { type: "close" }],
    ["a", undefined],
    ["Backspace", undefined],
  ])("%s", (key, outcome) => {
    expect(mentionKeyOutcome(key, 5)).toEqual(outcome);
  });
});
