/**
 * The session page's left chat column width (spec §2, §9): where it starts, how far the divider may move it, and
 * what happens when the window is resized. Pure, so every rule is a table row in the unit tests.
 */

/** The spec's widths (§9): the default grows with the window, and so does how far the divider may widen it. */
export const CHAT_COLUMN = {
  minWidth: 300,
  defaultWidths: [
    { maxWindow: 1920, width: 390 },
    { maxWindow: 2560, width: 480 },
  ],
  defaultWidthLarge: 650,
  maxWidths: [{ maxWindow: 1600, width: 500 }],
  maxWidthLarge: 700,
} as const;

export function chatColumnDefaultWidth(windowWidth: number): number {
  return CHAT_COLUMN.defaultWidths.find((w) => windowWidth <= w.maxWindow)?.width ?? CHAT_COLUMN.defaultWidthLarge;
}

export function chatColumnMaxWidth(windowWidth: number): number {
  return CHAT_COLUMN.maxWidths.find((w) => windowWidth <= w.maxWindow)?.width ?? CHAT_COLUMN.maxWidthLarge;
}

export type ChatColumnBounds = { min: number; max: number; initial: number };

/** Not in the spec: one arrow-key press moves the divider this far; Shift moves it further. */
export const CHAT_COLUMN_KEY_STEP_PX = 10;
export const CHAT_COLUMN_KEY_STEP_LARGE_PX = 50;

export function chatColumnBounds(windowWidth: number): ChatColumnBounds {
  return {
    min: CHAT_COLUMN.minWidth,
    max: chatColumnMaxWidth(windowWidth),
    initial: chatColumnDefaultWidth(windowWidth),
  };
}

export function clampChatColumnWidth(width: number, windowWidth: number): number {
  const { min, max } = chatColumnBounds(windowWidth);
  if (!Number.isFinite(width)) return chatColumnDefaultWidth(windowWidth);
  return Math.round(Math.min(max, Math.max(min, width)));
}

/** The width a page opens with. */
export function initialChatColumnWidth(windowWidth: number): number {
  return clampChatColumnWidth(chatColumnDefaultWidth(windowWidth), windowWidth);
}

/**
 * After a window resize: a growing window raises a narrower column to the new window's default (spec §2); any
 * resize keeps the column within the new window's bounds. A shrinking window never widens it.
 */
export function resizedChatColumnWidth(width: number, previousWindow: number, nextWindow: number): number {
  const grew = nextWindow > previousWindow;
  const raised = grew ? Math.max(width, chatColumnDefaultWidth(nextWindow)) : width;
  return clampChatColumnWidth(raised, nextWindow);
}

/** Where the divider lands after dragging `delta` pixels from where the drag started. */
export function draggedChatColumnWidth(startWidth: number, delta: number, windowWidth: number): number {
  return clampChatColumnWidth(startWidth + delta, windowWidth);
}

export type DividerKey = "ArrowLeft" | "ArrowRight" | "Home" | "End";

/** Keyboard moves of the separator (WAI-ARIA window splitter): arrows step, Home and End jump to the bounds. */
export function keyedChatColumnWidth(width: number, key: DividerKey, large: boolean, windowWidth: number): number {
  const { min, max } = chatColumnBounds(windowWidth);
  const step = large ? CHAT_COLUMN_KEY_STEP_LARGE_PX : CHAT_COLUMN_KEY_STEP_PX;
  switch (key) {
    case "ArrowLeft":
      return clampChatColumnWidth(width - step, windowWidth);
    case "ArrowRight":
      return clampChatColumnWidth(width + step, windowWidth);
    case "Home":
      return min;
    case "End":
      return max;
  }
}

export function isDividerKey(key: string): key is DividerKey {
  return key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End";
}
