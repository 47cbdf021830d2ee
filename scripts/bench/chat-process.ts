/**
 * Process helpers for `npm run bench:chat` (and the other benches): the app's resident memory and CPU time read
 * from /proc, and the app's own Node process under the command that started it.
 */
import { readdirSync, readFileSync } from "node:fs";

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
