import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withDataDirLock } from "@/lib/backend/db/data-dir-lock";

// If these fail, two processes on one data folder start two PostgreSQL servers, or a lock file left behind by a
// stopped process keeps every later start of the app waiting a minute and failing.
let dir: string;
let lockPath: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "data-dir-lock-"));
  lockPath = path.join(dir, "postgres.lock");
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const SHORT_WAIT_MS = 400;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe("withDataDirLock", () => {
  it("holds the lock, with this process's pid in it, while the work runs, and removes it after", async () => {
    const during = await withDataDirLock(lockPath, () => readFile(lockPath, "utf8"));
    expect(during).toBe(String(process.pid));
    await expect(readFile(lockPath)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("waits for a holder that is alive, and gives up at the deadline", async () => {
    await writeFile(lockPath, String(process.pid));
    await expect(withDataDirLock(lockPath, async () => "ran", SHORT_WAIT_MS)).rejects.toThrow(/held by another process/);
  });

  it("takes over a lock whose holder is dead", async () => {
    await writeFile(lockPath, "2147483646");
    expect(await withDataDirLock(lockPath, async () => "ran", SHORT_WAIT_MS)).toBe("ran");
  });

  it("gives a holder just between creating the file and writing its pid the time to write it", async () => {
    await writeFile(lockPath, "");
    await expect(withDataDirLock(lockPath, async () => "ran", SHORT_WAIT_MS)).rejects.toThrow(/held by another process/);
  });

  it("takes over a lock left empty for longer than any holder takes to write its pid", async () => {
    await writeFile(lockPath, "");
    await utimes(lockPath, secondsAgo(30), secondsAgo(30));
    expect(await withDataDirLock(lockPath, async () => "ran", SHORT_WAIT_MS)).toBe("ran");
  });
});
