import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** Starting and stopping the servers a benchmark measures (the standalone backend, app instances). */
export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

/**
 * The benches' production build: a folder of its own (next.config.mjs reads NEXT_DIST_DIR), so it never clashes with
 * the end-to-end build in .next; BENCH_DIST_DIR picks another (two people benchmarking on one machine).
 */
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";
/** What every `next start` of a bench runs with: the bench build, no telemetry. */
export const benchAppEnv = { NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" } as const;

/**
 * Builds into BENCH_DIST_DIR when there is no build yet or a file the build reads is newer than it (the same rule as
 * `npm run app`'s, scripts/build-is-current.sh). BENCH_BUILD=reuse keeps any complete build (measuring while others
 * edit the tree, whose half-done files would fail a build).
 */
export async function ensureBenchBuild(): Promise<void> {
  const reuse = process.env.BENCH_BUILD === "reuse" && existsSync(`${BENCH_DIST_DIR}/BUILD_ID`);
  if (reuse || (await buildIsCurrent())) return;
  console.log(`building the app into ${BENCH_DIST_DIR}…`);
  // next build rewrites tsconfig.json (its dist folder's type paths, its own formatting); a benchmark must leave the
  // tree as it found it, so the file's text is put back as it was, and its time too: tsconfig.json is one of the files
  // the build reads, and a newer one would make the next bench build again.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  const { atime, mtime } = statSync("tsconfig.json");
  try {
    await run("npx", ["next", "build"], benchAppEnv);
  } finally {
    writeFileSync("tsconfig.json", tsconfig);
    utimesSync("tsconfig.json", atime, mtime);
  }
}

function buildIsCurrent(): Promise<boolean> {
  return new Promise((resolve) => {
    spawn("bash", ["scripts/build-is-current.sh", BENCH_DIST_DIR], { stdio: "ignore" }).once("exit", (code) => resolve(code === 0));
  });
}

export async function startServer(command: string, args: string[], url: string, env: Record<string, string>): Promise<RunningServer> {
  if (env.DATA_DIR) await fs.rm(path.resolve(env.DATA_DIR), { recursive: true, force: true });
  // MAIL_OUTBOX: `next start` is production, where the backend keeps mail in the dev outbox (read for sign-up codes) only when asked.
  const child = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: "warn", MAIL_OUTBOX: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) return { url, process: child, stop: () => stopProcess(child) };
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(" ")} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(child);
  throw new Error(`${url} did not become healthy in time`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // The whole group: npm/npx wrappers and the server under them.
    process.kill(-(child.pid as number), "SIGTERM");
  });
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** `next start` of the bench build on 127.0.0.1:`port`, its data in `dataDir`, APP_URL its own address; `env` adds settings. */
export function startBenchApp(port: number, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const args = ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)];
  return startServer(process.execPath, args, url, { ...benchAppEnv, DATA_DIR: dataDir, APP_URL: url, ...env });
}
