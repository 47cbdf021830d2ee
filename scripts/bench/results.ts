/**
 * The JSON `npm run bench` leaves for comparing runs: data/bench/results-<iso time>.json per run and a copy at
 * data/bench/latest.json; `npm run bench -- --compare <file>` reads one back.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BenchRow } from "./table";

const DIR = "data/bench";

export type BenchResults = {
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  commit: string;
  machine: { cpus: number; loadAverageAtStart: number[] };
  rows: BenchRow[];
  /** Each bench's run() answer as it was, for figures the table leaves out. */
  raw: Record<string, unknown>;
  /** Benches that threw: name → message. Their rows are missing. */
  failures: Record<string, string>;
};

export function runContext(): Pick<BenchResults, "startedAt" | "commit" | "machine"> {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // Not a git checkout: the results still stand.
  }
  return { startedAt: new Date().toISOString(), commit, machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg() } };
}

/** Writes the run's file and latest.json; answers the run's file. */
export async function saveResults(results: BenchResults): Promise<string> {
  await fs.mkdir(DIR, { recursive: true });
  const text = `${JSON.stringify(results, null, 2)}\n`;
  const file = path.join(DIR, `results-${results.startedAt.replaceAll(":", "-")}.json`);
  await fs.writeFile(file, text);
  await fs.writeFile(path.join(DIR, "latest.json"), text);
  return file;
}

export async function loadResults(file: string): Promise<BenchResults> {
  const results = JSON.parse(await fs.readFile(file, "utf8")) as BenchResults;
  if (!Array.isArray(results.rows)) throw new Error(`${file} holds no bench rows`);
  return results;
}
