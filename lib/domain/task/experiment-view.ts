/** The experiment view's numbers (spec §9): its code folds at 9 lines or 280 px; its terminal follows the bottom while the reader is within 6 px of it, checked every second. */
export const EXPERIMENT_VIEW = {
  codeFoldLines: 9,
  codeFoldHeightPx: 280,
  nearBottomPx: 6,
  followCheckMs: 1000,
} as const;

export function isNearBottom(distanceFromBottomPx: number): boolean {
  return distanceFromBottomPx <= EXPERIMENT_VIEW.nearBottomPx;
}
