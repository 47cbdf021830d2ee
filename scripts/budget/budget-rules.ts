/**
 * The CI budget (issue 22 item 4): what is measured (first-load JavaScript per route, Lighthouse mobile scores per
 * page), the committed baseline it is held to, and the rule: more than 10% worse than the baseline fails. Bytes
 * worse = larger, scores worse = lower. Wall-clock figures (LCP, TBT) are deliberately not budgeted: they move with
 * the machine CI happens to get, so a budget on them would fail on noise, never on our code.
 */
export const BUDGET_TOLERANCE = 0.1;

export type BudgetBaseline = {
  /** Gzipped first-load JavaScript of each route's entry (scripts/bench/first-load.ts), in bytes. */
  firstLoadGzipBytes: Record<string, number>;
  /** Lighthouse mobile category scores (0–100) per page, from the page's best run. */
  lighthouseMobile: Record<string, Record<LighthouseCategory, number>>;
};

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "bestPractices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export type BudgetLine = { figure: string; baseline: number; measured: number; limit: number; regressed: boolean };

/** Bytes may grow up to 10%: the limit is the baseline × 1.1. */
export function bytesLine(figure: string, baseline: number, measured: number): BudgetLine {
  const limit = Math.round(baseline * (1 + BUDGET_TOLERANCE));
  return { figure, baseline, measured, limit, regressed: measured > limit };
}

/** Scores may fall up to 10%: the limit is the baseline × 0.9. */
export function scoreLine(figure: string, baseline: number, measured: number): BudgetLine {
  const limit = baseline * (1 - BUDGET_TOLERANCE);
  return { figure, baseline, measured, limit, regressed: measured < limit };
}

/** Every baseline figure against its measurement; a figure the run did not measure counts as a regression. */
export function compareToBaseline(baseline: BudgetBaseline, measured: BudgetBaseline): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const [route, bytes] of Object.entries(baseline.firstLoadGzipBytes)) {
    lines.push(bytesLine(`first-load JS ${route}`, bytes, measured.firstLoadGzipBytes[route] ?? Number.POSITIVE_INFINITY));
  }
  for (const [page, scores] of Object.entries(baseline.lighthouseMobile)) {
    for (const category of LIGHTHOUSE_CATEGORIES) {
      lines.push(scoreLine(`Lighthouse mobile ${page} ${category}`, scores[category], measured.lighthouseMobile[page]?.[category] ?? 0));
    }
  }
  return lines;
}

/**
 * The worse of two measurements, figure by figure (more bytes, lower score): the baseline `--update` writes, so
 * the check's own run-to-run noise on a quiet machine (a few Lighthouse points) stays inside the 10%.
 */
export function worseOf(first: BudgetBaseline, second: BudgetBaseline): BudgetBaseline {
  const firstLoadGzipBytes = Object.fromEntries(
    Object.entries(first.firstLoadGzipBytes).map(([route, bytes]) => [route, Math.max(bytes, second.firstLoadGzipBytes[route] ?? bytes)]),
  );
  const lighthouseMobile = Object.fromEntries(
    Object.entries(first.lighthouseMobile).map(([page, scores]) => [
      page,
      Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.min(scores[category], second.lighthouseMobile[page]?.[category] ?? scores[category])])),
    ]),
  ) as BudgetBaseline["lighthouseMobile"];
  return { firstLoadGzipBytes, lighthouseMobile };
}

export function formatBudget(lines: BudgetLine[]): string {
  const width = Math.max(...lines.map((line) => line.figure.length));
  const cell = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : "missing").padStart(10);
  const header = `${"figure".padEnd(width)} ${"baseline".padStart(10)} ${"measured".padStart(10)} ${"limit".padStart(10)}`;
  const rows = lines.map((line) => `${line.figure.padEnd(width)} ${cell(line.baseline)} ${cell(line.measured)} ${cell(line.limit)}${line.regressed ? "  REGRESSED" : ""}`);
  return [header, ...rows].join("\n");
}
