/**
 * `npm run bench:lighthouse`: Lighthouse 12 on the landing page (with the server-rendered hot feed) served by
 * `next start`, mobile side by side with a bare Next 16 page in the same run (issue 20: performance within 2 points
 * of bare), then desktop; BENCH_RUNS times each, runs of the two pages interleaved so load hits both alike (median
 * shown). Prints the four category scores and the first-load JavaScript (bytes transferred and uncompressed).
 * The app started here ingests the fake paper sources' listing first (tests/fixtures/fake-papers), so the hot feed
 * holds real items. CHROME_PATH defaults to Debian's Chromium; BENCH_URL measures an already running server instead.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { promisify } from "node:util";
import { startFakePapers } from "../../tests/fixtures/fake-papers/server";
import { buildBareNext, startBareNext } from "./bare-next";
import { ensureBuilt, percentile, startServer, type RunningServer } from "./servers";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 3413;
const BARE_PORT = 3414;
const OUT = "data/bench/lighthouse";

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { details?: { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] } }>;
};

async function runLighthouse(url: string, preset: "mobile" | "desktop", index: number, name = "app"): Promise<Report> {
  const output = `${OUT}/${name}-${preset}-${index}.json`;
  const args = [url, "--quiet", "--output=json", `--output-path=${output}`, "--chrome-flags=--headless --no-sandbox"];
  if (preset === "desktop") args.push("--preset=desktop");
  await promisify(execFile)("node_modules/.bin/lighthouse", args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(await fs.readFile(output, "utf8")) as Report;
}

function firstLoadJs(report: Report): { transfer: number; resource: number } {
  const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    transfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    resource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
  };
}

function summary(label: string, reports: Report[]): { line: string; performance: number } {
  const median = (name: string) => percentile(reports.map((r) => Math.round((r.categories[name]?.score ?? 0) * 100)), 50);
  const js = firstLoadJs(reports[0] as Report);
  return {
    performance: median("performance"),
    line:
      `${label}: performance ${median("performance")}, accessibility ${median("accessibility")}, best practices ${median("best-practices")}, SEO ${median("seo")}; ` +
      `first-load JS ${(js.transfer / 1024).toFixed(1)} kB transferred (${(js.resource / 1024).toFixed(1)} kB uncompressed)`,
  };
}

/** The ingestion runs on the app's worker shortly after start; the page is measured once it lists papers. */
async function waitForHotFeed(pageUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const html = await fetch(pageUrl).then((answer) => answer.text(), () => "");
    if (html.includes('aria-label="Hot papers"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${pageUrl} shows no hot feed after a minute`);
}

await fs.mkdir(OUT, { recursive: true });
await buildBareNext();
const fakePapers = process.env.BENCH_URL ? undefined : await startFakePapers();
let server: RunningServer | undefined;
let bare: { url: string; stop: () => void } | undefined;
try {
  let url = process.env.BENCH_URL;
  if (!url) {
    await ensureBuilt();
    server = await startServer("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(PORT)], `http://127.0.0.1:${PORT}`, {
      DATA_DIR: "data/bench/lighthouse-app",
      APP_URL: `http://127.0.0.1:${PORT}`,
      ...fakePapers?.env,
      FEED_INGEST_ON_START: "true",
    });
    url = `${server.url}/`;
    await waitForHotFeed(url);
  }
  bare = await startBareNext(BARE_PORT);
  const app: Report[] = [];
  const bareReports: Report[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    app.push(await runLighthouse(url, "mobile", i));
    bareReports.push(await runLighthouse(bare.url, "mobile", i, "bare"));
  }
  const ours = summary("mobile, hot feed page", app);
  const theirs = summary("mobile, bare Next 16 page", bareReports);
  console.log(`${ours.line}\n${theirs.line}\nperformance gap: ${theirs.performance - ours.performance} points`);
  const desktop: Report[] = [];
  for (let i = 0; i < RUNS; i += 1) desktop.push(await runLighthouse(url, "desktop", i));
  console.log(summary("desktop, hot feed page", desktop).line);
} finally {
  bare?.stop();
  await server?.stop();
  await fakePapers?.close();
}
