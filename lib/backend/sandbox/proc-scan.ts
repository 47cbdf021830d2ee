import "server-only";
import fs from "node:fs/promises";

/**
 * The host's processes that belong to sandboxes, found through /proc: bwrap carries `--setenv SANDBOX_ID <marker>`
 * in its command line and every process inside has SANDBOX_ID=<marker> in its environment. Used to prove a cancel
 * left nothing behind and by the sweep to find sandboxes no live server owns. Processes of other users whose
 * environment cannot be read are seen through their command line only (bwrap runs as the server's user or nobody).
 */
export type SandboxProcess = { pid: number; ppid: number; marker: string };

const MARKER_VARIABLE = "SANDBOX_ID";

export async function sandboxProcesses(markerPrefix: string): Promise<SandboxProcess[]> {
  const entries = await fs.readdir("/proc").catch(() => [] as string[]);
  const found = await Promise.all(entries.filter((entry) => /^\d+$/.test(entry)).map((entry) => inspect(Number(entry), markerPrefix)));
  return found.filter((entry) => entry !== undefined);
}

async function inspect(pid: number, markerPrefix: string): Promise<SandboxProcess | undefined> {
  const marker = (await markerInEnviron(pid)) ?? (await markerInCommandLine(pid));
  if (marker === undefined || !marker.startsWith(markerPrefix)) return undefined;
  const ppid = await parentOf(pid);
  // Gone between the two reads: nothing left to report.
  return ppid === undefined ? undefined : { pid, ppid, marker };
}

async function readNulSeparated(file: string): Promise<string[]> {
  // A process can end (or be another user's) between listing and reading: that is "no marker", not an error.
  const text = await fs.readFile(file, "utf8").catch(() => "");
  return text.split("\0");
}

async function markerInEnviron(pid: number): Promise<string | undefined> {
  const prefix = `${MARKER_VARIABLE}=`;
  return (await readNulSeparated(`/proc/${pid}/environ`)).find((entry) => entry.startsWith(prefix))?.slice(prefix.length);
}

async function markerInCommandLine(pid: number): Promise<string | undefined> {
  const args = await readNulSeparated(`/proc/${pid}/cmdline`);
  const at = args.findIndex((arg, index) => arg === "--setenv" && args[index + 1] === MARKER_VARIABLE);
  return at === -1 ? undefined : args[at + 2];
}

async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses: read after the last ")".
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ppid = Number(fields?.[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}
