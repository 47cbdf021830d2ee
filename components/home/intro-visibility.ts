/**
 * The home screen's intro section (spec §2 Home screen): shown at the top, hidden once the page has scrolled
 * more than 200 px, shown again back at the top, and kept open while scrolling when the user opened it by a click.
 */

export const INTRO_SCROLL_THRESHOLD_PX = 200;

export type IntroState = { visible: boolean; openedByClick: boolean };

export const initialIntro: IntroState = { visible: true, openedByClick: false };

/** Back at the top means within a pixel of it (fractional scroll offsets on zoomed screens). */
const TOP_TOLERANCE_PX = 1;

export function introAfterScroll(state: IntroState, scrollTop: number): IntroState {
  if (scrollTop <= TOP_TOLERANCE_PX) return initialIntro;
  if (state.openedByClick) return state;
  // Between the top and the threshold nothing changes: hiding and showing at the same line would make the
  // content jump back and forth as the section's height comes and goes.
  if (scrollTop > INTRO_SCROLL_THRESHOLD_PX) return state.visible ? { visible: false, openedByClick: false } : state;
  return state;
}

export function introOpenedByClick(): IntroState {
  return { visible: true, openedByClick: true };
}
