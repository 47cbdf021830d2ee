import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/** Starting and stopping the servers a benchmark measures (the standalone backend, app instances). */
export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

export async function ensureBuilt(): Promise<void> {
  // NEXT_DIST_DIR: a second build folder (next.config.mjs) that `next start` then serves as well.
  if (existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) return;
  console.log("no production build yet: running next build…");
  await run("npx", ["next", "build"]);
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

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
