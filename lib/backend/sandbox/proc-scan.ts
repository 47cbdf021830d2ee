import "server-only";
import fs from "node:fs/promises";

/**
 * The host's processes that belong to sandboxes, found through /proc: bwrap carries `--setenv NAME value` in its
 * command line (and so does the copy of it that becomes the sandbox's init), and every process inside has NAME=value
 * in its environment. SANDBOX_ID names the task's sandbox (sandbox-marker.ts); SANDBOX_PROCESS names one spawned
 * process tree (spawn-sandboxed.ts). Used to stop every part of a sandbox, to prove a cancel left nothing behind,
 * and by the sweep to find sandboxes no live server owns. A process whose environment cannot be read (another user's,
 * when the server is not root) is seen through its command line only.
 */
export type SandboxProcess = { pid: number; ppid: number; marker: string };

export const MARKER_VARIABLE = "SANDBOX_ID";
export const PROCESS_VARIABLE = "SANDBOX_PROCESS";

/** SIGKILLs one found process; false when it was already gone (a scan is a snapshot: its sandbox's init may have taken it along). */
export function killProcess(pid: number): boolean {
  try {
    process.kill(pid, "SIGKILL");
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

/** Processes whose SANDBOX_ID starts with `markerPrefix` (`<tag>:` for a data folder, `<tag>:<taskId>` for a task). */
export async function sandboxProcesses(markerPrefix: string): Promise<SandboxProcess[]> {
  return processesCarrying(MARKER_VARIABLE, (value) => value.startsWith(markerPrefix));
}

/** The pids of the processes carrying exactly `variable=value`. */
export async function pidsCarrying(variable: string, value: string): Promise<number[]> {
  return (await processesCarrying(variable, (found) => found === value)).map((entry) => entry.pid);
}

async function processesCarrying(variable: string, matches: (value: string) => boolean): Promise<SandboxProcess[]> {
  const entries = await fs.readdir("/proc").catch(() => [] as string[]);
  const found = await Promise.all(entries.filter((entry) => /^\d+$/.test(entry)).map((entry) => inspect(Number(entry), variable, matches)));
  return found.filter((entry) => entry !== undefined);
}

async function inspect(pid: number, variable: string, matches: (value: string) => boolean): Promise<SandboxProcess | undefined> {
  const value = (await inEnviron(pid, variable)) ?? (await inCommandLine(pid, variable));
  if (value === undefined || !matches(value)) return undefined;
  const ppid = await parentOf(pid);
  // Gone between the two reads: nothing left to report.
  return ppid === undefined ? undefined : { pid, ppid, marker: value };
}

async function readNulSeparated(file: string): Promise<string[]> {
  // A process can end (or be another user's) between listing and reading: that is "no marker", not an error.
  const text = await fs.readFile(file, "utf8").catch(() => "");
  return text.split("\0");
}

async function inEnviron(pid: number, variable: string): Promise<string | undefined> {
  const prefix = `${variable}=`;
  return (await readNulSeparated(`/proc/${pid}/environ`)).find((entry) => entry.startsWith(prefix))?.slice(prefix.length);
}

async function inCommandLine(pid: number, variable: string): Promise<string | undefined> {
  const args = await readNulSeparated(`/proc/${pid}/cmdline`);
  const at = args.findIndex((arg, index) => arg === "--setenv" && args[index + 1] === variable);
  return at === -1 ? undefined : args[at + 2];
}

async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses: read after the last ")".
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ppid = Number(fields?.[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}
