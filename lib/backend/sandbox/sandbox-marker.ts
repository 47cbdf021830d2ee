import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";

/**
 * The name a sandbox carries among the host's processes (SANDBOX_ID, see proc-scan.ts): `<data-dir tag>:<taskId>`.
 * The tag ties it to one data folder, so two servers on one machine (or a test run beside a dev server) never sweep
 * each other's sandboxes; the task id says whose it is.
 */
export function dataDirTag(dataDir: string): string {
  return createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 12);
}

export function sandboxMarker(dataDir: string, taskId: string): string {
  return `${dataDirTag(dataDir)}:${taskId}`;
}

/** Task ids become folder names and markers: letters, digits, `-` and `_` only (no `/`, no `..`). */
export function isSafeTaskId(taskId: string): boolean {
  return /^[\w-]{1,128}$/.test(taskId);
}

/**
 * The host user a task's code runs as when the server is root: one uid per task, derived from its id (so a resumed
 * run gets the same one), in a range no distribution hands out (2^28 up; container sub-uid ranges sit far below).
 * Per task rather than one shared `nobody`, because the kernel counts SANDBOX_PROCESSES per user: a fork bomb in one
 * task then cannot starve another task of processes.
 */
export function sandboxUser(taskId: string): { uid: number; gid: number } {
  const id = 0x1000_0000 + Number.parseInt(createHash("sha256").update(taskId).digest("hex").slice(0, 7), 16);
  return { uid: id, gid: id };
}
