/** Rules of the task input (spec §4 Input, §5 Chat input and narrow screens), pure so tests can table them. */

export const MOBILE_NOTICE = "Function not available on mobile. Please switch to PC to continue.";

/** Screens narrower than 700 px cannot start tasks or pick agents, and get the phone layout. */
export const MOBILE_BREAKPOINT_PX = 700;

export function isMobileWidth(windowWidth: number): boolean {
  return windowWidth < MOBILE_BREAKPOINT_PX;
}

/** Send needs non-empty text. */
export function canSend(text: string): boolean {
  return text.trim() !== "";
}

export type KeyPress = { key: string; shiftKey: boolean; isComposing: boolean; keyCode: number };

/** Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition (keyCode 229) does nothing. */
export function isSendKey(press: KeyPress): boolean {
  return press.key === "Enter" && !press.shiftKey && !press.isComposing && press.keyCode !== 229;
}

/** Backspace or Delete on empty text removes the agent tag. */
export function removesAgentTag(key: string, text: string): boolean {
  return (key === "Backspace" || key === "Delete") && text === "";
}

/** Lines the text occupies on screen, wrapped lines included. */
export function visualLineCount(scrollHeight: number, lineHeight: number, paddingY: number): number {
  if (lineHeight <= 0) return 1;
  return Math.max(1, Math.round((scrollHeight - paddingY) / lineHeight));
}

/** The text area offers an expand toggle from 10 lines on. */
export const TEXTAREA_EXPAND_LINES = 10;

export function isExpandable(lines: number): boolean {
  return lines >= TEXTAREA_EXPAND_LINES;
}
