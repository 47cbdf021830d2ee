/**
 * The experiment view's numbers (spec §9): its code folds at 9 lines or 280 px; its terminal follows the bottom
 * while the reader is within 6 px of it, checked every second.
 */
export const EXPERIMENT_VIEW = {
  codeFoldLines: 9,
  codeFoldHeightPx: 280,
  nearBottomPx: 6,
  followCheckMs: 1000,
} as const;

/** Whether a terminal scrolled `rowsBelowView` rows (of `rowHeightPx` each) above its end still follows it. */
export function terminalFollows(rowsBelowView: number, rowHeightPx: number): boolean {
  return rowsBelowView * rowHeightPx <= EXPERIMENT_VIEW.nearBottomPx;
}
