/**
 * The @ agent list of the task input (spec §4 Input): when it opens, and how the keyboard moves its highlight.
 * Pure, so every keyboard path is a table row in tests/unit/domain/chat/agent-mention.test.ts.
 */
export const MENTION_TRIGGER = "@";

/** The list opens only when the whole content is '@' (typed or pasted), never for an '@' inside a sentence. */
export function opensMentionList(text: string): boolean {
  return text === MENTION_TRIGGER;
}

export type MentionState = { open: boolean; highlighted: number };

export type MentionAction =
  | { type: "open" }
  | { type: "close" }
  | { type: "next"; count: number }
  | { type: "previous"; count: number }
  | { type: "first" }
  | { type: "last"; count: number }
  | { type: "highlight"; index: number };

export const closedMention: MentionState = { open: false, highlighted: 0 };

/** Arrows wrap around; opening always starts on the first agent. */
export function mentionReducer(state: MentionState, action: MentionAction): MentionState {
  switch (action.type) {
    case "open":
      return { open: true, highlighted: 0 };
    case "close":
      return state.open ? closedMention : state;
    case "next":
      if (!state.open || action.count <= 0) return state;
      return { open: true, highlighted: (state.highlighted + 1) % action.count };
    case "previous":
      if (!state.open || action.count <= 0) return state;
      return { open: true, highlighted: (state.highlighted - 1 + action.count) % action.count };
    case "first":
      return state.open ? { open: true, highlighted: 0 } : state;
    case "last":
      return state.open && action.count > 0 ? { open: true, highlighted: action.count - 1 } : state;
    case "highlight":
      return state.open ? { open: true, highlighted: action.index } : state;
  }
}

/** What a key does while the list is open; undefined lets the key reach the text area. */
export type MentionKeyOutcome = MentionAction | { type: "select" };

export function mentionKeyOutcome(key: string, count: number): MentionKeyOutcome | undefined {
  switch (key) {
    case "ArrowDown":
      return { type: "next", count };
    case "ArrowUp":
      return { type: "previous", count };
    case "Home":
      return { type: "first" };
    case "End":
      return { type: "last", count };
    case "Enter":
    case "Tab":
      return { type: "select" };
    case "Escape":
      return { type: "close" };
    default:
      return undefined;
  }
}
