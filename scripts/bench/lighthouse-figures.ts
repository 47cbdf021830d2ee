/** What one Lighthouse run says about a page, and the median of several runs (pure: unit-tested). */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's scripts as fetched (compressed) and as run. */
  scriptTransferBytes: number;
  scriptResourceBytes: number;
};

const FIELDS = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "scriptTransferBytes", "scriptResourceBytes"] as const;

/** The median of each figure on its own (Lighthouse's own advice for noisy runs: never the mean). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  return Object.fromEntries(FIELDS.map((field) => [field, median(runs.map((run) => run[field]))])) as LighthouseFigures;
}

/** The middle value; for an even count the mean of the two middle ones; NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
