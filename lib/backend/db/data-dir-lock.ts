import "server-only";
import fs from "node:fs/promises";
import { setTimeout } from "node:timers/promises";

/**
 * A cross-process lock file (O_EXCL create) so that two processes sharing one DATA_DIR never start two
 * PostgreSQL servers at once. A lock left by a dead process (kill -9) is taken over.
 */
export async function withDataDirLock<T>(lockPath: string, work: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await fs.open(lockPath, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      if (await holderIsGone(lockPath)) {
        await fs.rm(lockPath, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockPath} (held by another process)`);
      await setTimeout(100);
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "EEXIST";
}

/**
 * A holder writes its pid right after creating the file, so a file still empty after this long was left by a process
 * stopped between the two. Seen once, on a new data folder: the app's start waited its full minute for it and gave up,
 * as every later start on that folder would have, until someone deleted the file by hand.
 */
const EMPTY_LOCK_GRACE_MS = 5_000;

async function holderIsGone(lockPath: string): Promise<boolean> {
  const holder = Number.parseInt(await fs.readFile(lockPath, "utf8").catch(() => ""), 10);
  if (Number.isInteger(holder) && holder > 0) return !processIsAlive(holder);
  // An empty file means the holder is between create and write: give it time, but not forever.
  const created = await fs.stat(lockPath).then((stat) => stat.mtimeMs, () => Date.now());
  return Date.now() - created > EMPTY_LOCK_GRACE_MS;
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. the postgres user).
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}
