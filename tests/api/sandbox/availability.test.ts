import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_NONE_WARNING } from "@/lib/backend/sandbox/local-executor";
import { createSandboxFixture, runToEnd, type SandboxFixture } from "./sandbox-fixture";

/**
 * Where code cannot be contained the researcher is told how to fix it, and code never runs unsandboxed unless
 * SANDBOX=none says so, which is logged (issue 15 item 2).
 */
let fixture: SandboxFixture | undefined;
afterEach(async () => {
  await fixture?.dispose();
  fixture = undefined;
});

const FIX_HINTS = ["apt-get install -y bubblewrap", "kernel.unprivileged_userns_clone=1", "SANDBOX=none"];

describe("sandbox availability", () => {
  it("says how to install bubblewrap when it is missing, and refuses to open a sandbox", async () => {
    fixture = await createSandboxFixture({}, { bwrapCandidates: ["/nonexistent/bwrap"] });
    const reason = await fixture.executor.unavailable();
    expect(reason).toContain("bubblewrap (bwrap) is not installed");
    for (const hint of FIX_HINTS) expect(reason).toContain(hint);
    await expect(fixture.executor.open("task-refused")).rejects.toThrow("bubblewrap (bwrap) is not installed");
    await expect(fs.access(path.join(fixture.dataDir, "workspaces", "task-refused"))).rejects.toThrow();
  });

  it("asks again after a refusal, so bubblewrap installed on a running server is picked up without a restart", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "later-bwrap-"));
    const later = path.join(folder, "bwrap");
    fixture = await createSandboxFixture({}, { bwrapCandidates: [later], recheckMs: 50 });
    expect(await fixture.executor.unavailable()).toContain("bubblewrap (bwrap) is not installed");
    await fs.symlink("/usr/bin/bwrap", later);
    // Asked again once the refusal's 50 ms are up; a loaded machine may take a few rounds to get there.
    let reason: string | undefined = "not asked yet";
    for (let round = 0; round < 50 && reason !== undefined; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reason = await fixture.executor.unavailable();
    }
    await fs.rm(folder, { recursive: true, force: true });
    expect(reason).toBeUndefined();
  });

  it("passes on what bwrap said when it cannot create namespaces", async () => {
    // A stand-in for bwrap on a host that refuses user namespaces (some container runtimes).
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "refusing-bwrap-"));
    await fs.chmod(folder, 0o755);
    const refusing = path.join(folder, "bwrap");
    await fs.writeFile(refusing, "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n", { mode: 0o755 });
    fixture = await createSandboxFixture({}, { bwrapCandidates: [refusing] });
    const reason = await fixture.executor.unavailable().finally(() => fs.rm(folder, { recursive: true, force: true }));
    expect(reason).toContain("bubblewrap could not create its sandbox (bwrap: No permissions to create new namespace)");
    for (const hint of FIX_HINTS) expect(reason).toContain(hint);
  });

  it("names SANDBOX_PYTHON when the sandbox's interpreter is missing", async () => {
    fixture = await createSandboxFixture({ SANDBOX_PYTHON: "/nonexistent/python3" });
    expect(await fixture.executor.unavailable()).toMatch(/\/nonexistent\/python3, SANDBOX_PYTHON/);
  });

  it("says so when SANDBOX_PYTHON exists on the host but not inside the sandbox", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "host-python-"));
    const hostOnly = path.join(folder, "python3");
    await fs.copyFile("/usr/bin/true", hostOnly);
    await fs.chmod(hostOnly, 0o755);
    fixture = await createSandboxFixture({ SANDBOX_PYTHON: hostOnly });
    const reason = await fixture.executor.unavailable().finally(() => fs.rm(folder, { recursive: true, force: true }));
    expect(reason).toContain(`the sandbox's Python (${hostOnly}, SANDBOX_PYTHON) does not start inside the sandbox`);
  });

  it("works with bubblewrap here", async () => {
    fixture = await createSandboxFixture();
    expect(await fixture.executor.unavailable()).toBeUndefined();
    expect(fixture.logs.filter((line) => line.level >= 40)).toEqual([]);
  });

  it("under SANDBOX=none runs in the workspace with a cleared environment, and warns at start", async () => {
    const saved = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "h1-none-mode-fake-secret";
    try {
      fixture = await createSandboxFixture({ SANDBOX: "none" });
      expect(fixture.logs).toContainEqual(expect.objectContaining({ level: 40, msg: SANDBOX_NONE_WARNING }));
      expect(await fixture.executor.unavailable()).toBeUndefined();
      const sandbox = await fixture.executor.open("task-none");
      const ran = await runToEnd(sandbox, "pwd; env; echo made > out.txt");
      expect(ran.result.exitCode).toBe(0);
      expect(ran.stdout.split("\n")[0]).toBe(await fs.realpath(path.join(fixture.dataDir, "workspaces", "task-none")));
      expect(ran.stdout).not.toContain("AUTH_SECRET");
      expect(ran.stdout).not.toContain("h1-none-mode-fake-secret");
      expect(ran.stdout).toContain("SANDBOX_ID=");
      expect((await sandbox.readFile("out.txt")).toString()).toBe("made\n");
    } finally {
      if (saved === undefined) delete process.env.AUTH_SECRET;
      else process.env.AUTH_SECRET = saved;
    }
  });
});
