/**
 * Process helpers for `npm run bench:chat`: the production build it runs (its own dist folder, so it never clashes
 * with another build), and the app's resident memory read from /proc.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

export const BENCH_DIST_DIR = ".next-bench";
const SOURCES = ["app", "pages", "components", "lib", "proxy.ts", "next.config.mjs", "package.json"];

/** Builds into .next-bench when there is no build yet or a source file is newer than it. */
export async function ensureBenchBuild(): Promise<void> {
  const buildId = `${BENCH_DIST_DIR}/BUILD_ID`;
  if (existsSync(buildId) && !(await sourcesNewerThan(buildId))) return;
  console.log(`building the app into ${BENCH_DIST_DIR}…`);
  // next build rewrites tsconfig.json (its dist folder's type paths, its own formatting); a benchmark must leave the
  // tree as it found it, so the file's text is put back as it was.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" } });
      child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
    });
  } finally {
    writeFileSync("tsconfig.json", tsconfig);
  }
}

function sourcesNewerThan(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("find", [...SOURCES, "-newer", file, "-print", "-quit"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (data: Buffer) => (out += data.toString()));
    child.once("exit", () => resolve(out.trim() !== ""));
  });
}

/** VmRSS of a process in KB, or 0 once it has gone. */
export function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return Number(match?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used so far, in ms; /proc counts in clock ticks of 10 ms here. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The app's Node process under a spawned command: the largest non-PostgreSQL process in its tree (the embedded
 * database runs as children of the app and is not what a stream costs).
 */
export function appProcessPid(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  const candidates = tree.filter((pid) => !commOf(pid).startsWith("postgres"));
  return candidates.reduce((best, pid) => (rssKb(pid) > rssKb(best) ? pid : best), rootPid);
}

function commOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}
