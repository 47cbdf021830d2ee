import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "@/lib/backend/sandbox/executor";
import { createSandboxFixture, PYTHON, runToEnd, type SandboxFixture } from "./sandbox-fixture";

/**
 * Model-written code tries to get out (issue 15 acceptance "escape attempts, each failing"). A researcher would
 * notice a failure here as their keys, their other tasks' data or the server itself being reachable from code an
 * agent ran.
 */
const SECRET = `h1-fake-secret-${randomBytes(8).toString("hex")}`;
const SECRET_NAMES = ["AUTH_SECRET", "DATABASE_URL", "LLM_API_KEY", "S3_SECRET_ACCESS_KEY", "GITHUB_CLIENT_SECRET"];
const saved: Record<string, string | undefined> = {};

let fixture: SandboxFixture;
let sandbox: Sandbox;
let listener: net.Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  for (const name of SECRET_NAMES) {
    saved[name] = process.env[name];
    process.env[name] = `${SECRET}-${name}`;
  }
  fixture = await createSandboxFixture();
  sandbox = await fixture.executor.open("task-escape");
  const other = await fixture.executor.open("task-other");
  await other.writeFile("private.txt", `other task data ${SECRET}`);
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const name of SECRET_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await new Promise((resolve) => listener?.close(resolve));
  await fixture?.dispose();
});

const python = (code: string) => `${PYTHON} -c '${code}'`;

describe("code in the sandbox cannot get out", () => {
  it("cannot connect to a port the host listens on at loopback", async () => {
    const ran = await runToEnd(sandbox, python(`import socket; s = socket.create_connection(("127.0.0.1", ${port}), timeout=3); print("CONNECTED")`));
    expect(ran.result.exitCode).not.toBe(0);
    expect(ran.stderr).toMatch(/ConnectionRefusedError|Network is unreachable|timed out/);
    expect(ran.stdout).not.toContain("CONNECTED");
    expect(connections).toBe(0);
    // The same connection from the host works, so the listener was there to be reached.
    const fromHost = await new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(socket)).on("error", reject);
    });
    fromHost.destroy();
    expect(connections).toBe(1);
  });

  it("cannot resolve names (no DNS, no network but its own loopback)", async () => {
    const ran = await runToEnd(sandbox, `${python(`import socket; print(socket.getaddrinfo("example.org", 80))`)}; cat /proc/net/dev`);
    expect(ran.stderr).toMatch(/gaierror/);
    expect(ran.stdout).not.toContain("AddressFamily");
    const interfaces = ran.stdout.split("\n").slice(2).map((line) => line.split(":")[0]?.trim()).filter(Boolean);
    expect(interfaces).toEqual(["lo"]);
  });

  it("cannot read the data folder, another task's workspace, the host's home or the server's environment", async () => {
    const otherWorkspace = path.join(fixture.dataDir, "workspaces", "task-other");
    const attempts = [
      `ls -la ${fixture.dataDir}`,
      `cat ${otherWorkspace}/private.txt`,
      `ls ${path.join(fixture.dataDir, "workspaces")}`,
      "cat /proc/1/environ",
      "cat /proc/*/environ",
      `ls -la ${os.homedir()}`,
      `cat ${path.join(os.homedir(), ".bash_history")}`,
      "ls /",
      "env",
    ];
    const ran = await runToEnd(sandbox, attempts.map((attempt) => `echo "== ${attempt}"; ${attempt}`).join("; "));
    const everything = ran.stdout + ran.stderr;
    expect(everything).not.toContain(SECRET);
    for (const name of SECRET_NAMES) expect(everything).not.toContain(name);
    expect(ran.stderr).toContain(`${fixture.dataDir}': No such file or directory`);
    expect(ran.stderr).toContain(`${otherWorkspace}/private.txt: No such file or directory`);
    if (os.homedir() !== "/") expect(ran.stderr).toContain(`${os.homedir()}': No such file or directory`);
    // The root holds the system (read-only), its own /proc, /dev and /tmp, and the workspace: no home, no /work, no /var.
    const root = ran.stdout.split("== ls /\n")[1]?.split("==")[0]?.trim().split("\n") ?? [];
    expect(root).toContain("workspace");
    const allowed = ["bin", "dev", "etc", "lib", "lib32", "lib64", "libx32", "proc", "sbin", "tmp", "usr", "workspace"];
    expect(root.filter((entry) => !allowed.includes(entry))).toEqual([]);
  });

  it("cannot write outside its workspace, and its /tmp is its own", async () => {
    const name = `h1-escape-${randomBytes(6).toString("hex")}`;
    const ran = await runToEnd(
      sandbox,
      [`touch /usr/${name}`, `touch /etc/${name}`, `touch /${name}`, `echo inside > /tmp/${name} && cat /tmp/${name}`, `touch /workspace/${name} && echo WROTE-WORKSPACE`].join("; "),
    );
    expect(ran.stderr).toContain(`/usr/${name}': Read-only file system`);
    expect(ran.stderr).toContain(`/etc/${name}': Read-only file system`);
    expect(ran.stderr).toMatch(new RegExp(`/${name}': (Read-only file system|Permission denied)`));
    expect(ran.stdout).toContain("inside");
    expect(ran.stdout).toContain("WROTE-WORKSPACE");
    for (const outside of [`/usr/${name}`, `/etc/${name}`, `/${name}`, path.join(os.tmpdir(), name), `/tmp/${name}`]) {
      await expect(fs.access(outside)).rejects.toThrow();
    }
    expect((await sandbox.listFiles()).map((entry) => entry.path)).toContain(name);
  });
});
