import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A process manager stops the app by sending SIGTERM to the process it started: `npm run …`. The script must hand
 * that signal to the server itself (package.json's `exec`), or npm's shell dies and leaves the server and its
 * embedded PostgreSQL running. `npm run backend` is checked for real; `npm run app` is built the same way.
 */
let dataDir: string;
/** The process group npm leads: whatever a failed run leaves behind is killed with it. */
let group: number | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "npm-signals-"));
});
afterAll(async () => {
  if (group !== undefined) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // Everything in it has already exited, as it should.
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm run backend", () => {
  it("stops the backend and its embedded PostgreSQL when npm itself gets SIGTERM", { timeout: 90_000 }, async () => {
    const port = await freePort();
    const npm = spawn("npm", ["run", "backend"], {
      env: { ...process.env, DATA_DIR: dataDir, BACKEND_PORT: String(port), LOG_LEVEL: "warn", RUN_WORKERS: "false", DATABASE_URL: "" },
      stdio: "ignore",
      detached: true,
    });
    group = npm.pid;
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    await expect
      .poll(() => fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false), { timeout: 60_000, interval: 250 })
      .toBe(true);
    const postgresPid = Number((await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]);
    expect(isAlive(postgresPid)).toBe(true);

    npm.kill("SIGTERM"); // npm alone, as a process manager would: not its group.
    await exited;
    await expect.poll(() => isAlive(postgresPid), { timeout: 15_000 }).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then(() => "answered", () => "gone")).toBe("gone");
  });
});
