/**
 * `npm run budget` (CI, after `npm test` has built the app into .next): first-load JavaScript per route and
 * Lighthouse mobile scores per page against the committed baseline (scripts/budget/baseline.json); exits 1 when a
 * figure is more than 10% worse (budget-rules.ts). `npm run budget -- --update` measures twice and writes the worse
 * figure of each as the baseline (commit it with the change that moved it, saying why). BUDGET_RUNS sets the
 * Lighthouse runs per page (default 5; the best run counts, see bestRun in scripts/bench/lighthouse-figures.ts). It
 * serves the existing build in .next (package.json sets BENCH_DIST_DIR=.next BENCH_BUILD=reuse).
 */
import fs from "node:fs/promises";
import { measureRouteFirstLoad } from "../bench/first-load";
import { PAGES, runMobile } from "../bench/lighthouse";
import { type BudgetBaseline, compareToBaseline, formatBudget, LIGHTHOUSE_CATEGORIES, worseOf } from "./budget-rules";

const BASELINE_FILE = "scripts/budget/baseline.json";
/**
 * The app's pages as the build names them (the landing page, /chat and the other agents' pages, the session, /papers
 * signed in and as a visitor gets it, the upgrade page).
 */
const ROUTES = [
  "/page",
  "/(app)/[agent]/page",
  "/(app)/search-v1/[sessionId]/page",
  "/(app)/papers/page",
  "/(visitor)/visitor-papers/page",
  "/(app)/upgrade/page",
];
const RUNS = Number(process.env.BUDGET_RUNS ?? 5);

async function measure(): Promise<BudgetBaseline> {
  const firstLoadGzipBytes: Record<string, number> = {};
  for (const route of ROUTES) firstLoadGzipBytes[route] = (await measureRouteFirstLoad(route, ".next")).gzip;
  const mobile = await runMobile(RUNS);
  const lighthouseMobile = Object.fromEntries(
    PAGES.map((page) => [page, Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, mobile[page][category]]))]),
  ) as BudgetBaseline["lighthouseMobile"];
  return { firstLoadGzipBytes, lighthouseMobile };
}

const measured = await measure();
if (process.argv.includes("--update")) {
  const baseline = worseOf(measured, await measure());
  await fs.writeFile(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`baseline written to ${BASELINE_FILE}:\n${JSON.stringify(baseline, null, 2)}`);
} else {
  const baseline = JSON.parse(await fs.readFile(BASELINE_FILE, "utf8")) as BudgetBaseline;
  const lines = compareToBaseline(baseline, measured);
  console.log(formatBudget(lines));
  const regressed = lines.filter((line) => line.regressed);
  if (regressed.length > 0) {
    console.error(`\nbudget: ${regressed.length} figure(s) more than 10% worse than ${BASELINE_FILE}`);
    process.exit(1);
  }
  console.log(`\nbudget: every figure within 10% of ${BASELINE_FILE}`);
}
