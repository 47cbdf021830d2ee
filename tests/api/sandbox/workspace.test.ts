import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "@/lib/backend/sandbox/executor";
import { sandboxUser } from "@/lib/backend/sandbox/sandbox-marker";
import { createSandboxFixture, runToEnd, type SandboxFixture } from "./sandbox-fixture";

let fixture: SandboxFixture;
let sandbox: Sandbox;

beforeAll(async () => {
  fixture = await createSandboxFixture();
  sandbox = await fixture.executor.open("task-files");
});
afterAll(() => fixture?.dispose());

// An agent writes a dataset into the workspace, the code inside reads it, and what the code wrote comes back out.
describe("a task's workspace through the sandbox", () => {
  it("lets code inside read what the server wrote, and the server read and list what the code wrote", async () => {
    await sandbox.writeFile("data/input.csv", "a,b\n1,2\n");
    const ran = await runToEnd(sandbox, "cat data/input.csv && echo '3,4' >> data/input.csv && mkdir -p out && printf 'résumé ✓' > out/result.txt && id -u");
    expect(ran.result.exitCode, ran.stderr).toBe(0);
    expect(ran.stdout).toContain("a,b\n1,2\n");
    // The sandbox's user can change what the server wrote (and the folder the server made for it).
    expect((await sandbox.readFile("data/input.csv")).toString()).toBe("a,b\n1,2\n3,4\n");
    // As root, the code runs as the task's own unprivileged user, never as root.
    if (process.getuid?.() === 0) expect(ran.stdout.trim().split("\n").at(-1)).toBe(String(sandboxUser(sandbox.taskId).uid));

    expect((await sandbox.readFile("out/result.txt")).toString("utf8")).toBe("résumé ✓");
    expect(await sandbox.listFiles()).toEqual([
      { path: "data", type: "directory", size: 0 },
      { path: "data/input.csv", type: "file", size: 12 },
      { path: "out", type: "directory", size: 0 },
      { path: "out/result.txt", type: "file", size: Buffer.byteLength("résumé ✓") },
    ]);
    expect(await sandbox.listFiles("out")).toEqual([{ path: "out/result.txt", type: "file", size: Buffer.byteLength("résumé ✓") }]);
  });

  it("refuses paths that leave the workspace: absolute, '..', and links the code made to the outside", async () => {
    const secretFile = path.join(fixture.dataDir, "outside-secret.txt");
    await fs.writeFile(secretFile, "host secret");
    await expect(sandbox.readFile("/etc/passwd")).rejects.toThrow(/absolute/);
    await expect(sandbox.readFile("../outside-secret.txt")).rejects.toThrow(/\.\./);
    await expect(sandbox.writeFile("a/../../x", "no")).rejects.toThrow(/\.\./);

    // Links made inside the sandbox point at host paths once the server follows them: it must not.
    const workspace = path.join(fixture.dataDir, "workspaces", "task-files");
    await fs.symlink(secretFile, path.join(workspace, "leak.txt"));
    await fs.symlink(fixture.dataDir, path.join(workspace, "leakdir"));
    await expect(sandbox.readFile("leak.txt")).rejects.toThrow(/link/);
    await expect(sandbox.readFile("leakdir/outside-secret.txt")).rejects.toThrow(/outside the workspace/);
    await expect(sandbox.writeFile("leakdir/planted.txt", "x")).rejects.toThrow(/outside the workspace/);
    await expect(sandbox.writeFile("leak.txt", "overwrite")).rejects.toThrow(/link/);
    await expect(fs.readFile(secretFile, "utf8")).resolves.toBe("host secret");
    await expect(fs.access(path.join(fixture.dataDir, "planted.txt"))).rejects.toThrow();
    await expect(sandbox.snapshot(["leak.txt"])).rejects.toThrow(/link/);

    const listed = await sandbox.listFiles();
    expect(listed).toContainEqual({ path: "leak.txt", type: "symlink", size: secretFile.length });
    expect(listed.some((entry) => entry.path.startsWith("leakdir/"))).toBe(false);
    await fs.rm(path.join(workspace, "leak.txt"));
    await fs.rm(path.join(workspace, "leakdir"));
  });

  it("snapshots files to storage under the task's prefix, bytes unchanged", async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 31) % 256);
    await sandbox.writeFile("figures/plot 1.png", bytes);
    await sandbox.writeFile("empty.txt", "");
    const stored = await sandbox.snapshot(["figures/plot 1.png", "empty.txt"]);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ path: "figures/plot 1.png", size: 70_000 });
    expect(stored[0]?.key).toMatch(/^workspaces\/task-files\/[\dT-]+Z\/figures\/plot_1\.png$/);
    const opened = await fixture.storage.open(stored[0]?.key ?? "");
    expect(new Uint8Array(await new Response(opened?.body).arrayBuffer())).toEqual(bytes);
    expect(await fixture.storage.stat(stored[1]?.key ?? "")).toEqual({ size: 0 });

    // Names that become the same key both survive.
    await sandbox.writeFile("a b.txt", "with a space");
    await sandbox.writeFile("a_b.txt", "with an underscore");
    const twins = await sandbox.snapshot(["a b.txt", "a_b.txt"]);
    expect(new Set(twins.map((file) => file.key)).size).toBe(2);
    const texts = await Promise.all(twins.map(async (file) => new Response((await fixture.storage.open(file.key))?.body).text()));
    expect(texts).toEqual(["with a space", "with an underscore"]);
    await sandbox.run("rm 'a b.txt' a_b.txt").done;

    // Without a list every file goes (folders and links are not files).
    const all = await sandbox.snapshot();
    expect(all.map((file) => file.path).sort()).toEqual(["data/input.csv", "empty.txt", "figures/plot 1.png", "out/result.txt"]);
  });

  it("holds what the code made and nothing of the tools' caches", async () => {
    const plotting = await fixture.executor.open("task-plot");
    const ran = await runToEnd(plotting, `/usr/bin/python3 -c 'import matplotlib.pyplot as plt; plt.plot([1, 2]); plt.savefig("plot.png")'`);
    expect(ran.result.exitCode, ran.stderr).toBe(0);
    expect((await plotting.listFiles()).map((entry) => entry.path)).toEqual(["plot.png"]);
  });

  it("refuses a task id that could name another folder", async () => {
    await expect(fixture.executor.open("../etc")).rejects.toThrow(/task id/);
    await expect(fixture.executor.open("a/b")).rejects.toThrow(/task id/);
  });
});
