/**
 * The app area scales with the window (spec §2 Layout, §9): above 2500 px and below 1530 px the root font size
 * follows the window width, so every rem-based size keeps its proportions. Applied as CSS media queries (no
 * script, no flash on load) generated from the same numbers the unit tests check.
 */
import { MOBILE_BREAKPOINT_PX } from "@/lib/domain/chat/task-input";

/** The layout scales above the first and below the second window width. */
export const LAYOUT_SCALE_BREAKPOINTS = { above: 2500, below: 1530 } as const;

/** Ours: below this the text would be too small to read; phones (< 700 px) get their own layout unscaled. */
export const LAYOUT_SCALE_FLOOR = 0.8;
const BASE_FONT_PX = 16;

export function layoutScale(windowWidth: number): number {
  const { above, below } = LAYOUT_SCALE_BREAKPOINTS;
  if (windowWidth < MOBILE_BREAKPOINT_PX) return 1;
  if (windowWidth > above) return windowWidth / above;
  if (windowWidth < below) return Math.max(windowWidth / below, LAYOUT_SCALE_FLOOR);
  return 1;
}

/** The CSS equivalent of layoutScale for the html element. */
export function layoutScaleCss(): string {
  const { above, below } = LAYOUT_SCALE_BREAKPOINTS;
  const floorPx = BASE_FONT_PX * LAYOUT_SCALE_FLOOR;
  return [
    `@media (min-width: ${above + 1}px) { html { font-size: calc(100vw * ${BASE_FONT_PX} / ${above}); } }`,
    `@media (min-width: ${MOBILE_BREAKPOINT_PX}px) and (max-width: ${below - 1}px) {`,
    ` html { font-size: max(${floorPx}px, calc(100vw * ${BASE_FONT_PX} / ${below})); } }`,
  ].join("\n");
}
