import { describe, expect, it } from "vitest";
import { BASE_SANDBOX_ENV, bwrapArgs, type BwrapCommand, PRLIMIT, SETPRIV, WORKSPACE_FD, WORKSPACE_INSIDE } from "@/lib/backend/sandbox/bwrap-command";
import { sandboxUser } from "@/lib/backend/sandbox/sandbox-marker";

/** The isolation every sandboxed process gets (issue 15 item 2): a regression here would let model code reach the host. */
const command: BwrapCommand = {
  bwrap: "/usr/bin/bwrap",
  rootLinks: { bin: "usr/bin", lib: "usr/lib" },
  limits: { cpuSeconds: 600, memoryBytes: 4096 * 1024 * 1024, openFiles: 256, processes: 128, fileSizeBytes: 1024 * 1024 * 1024, tmpBytes: 256 * 1024 * 1024 },
  cwd: "out",
  env: { EXTRA: "1" },
  marker: "0123456789ab:task-1",
  argv: ["/bin/sh", "-c", "echo hi"],
};
const args = bwrapArgs(command);
const beforeCommand = args.slice(0, args.indexOf("--"));

/** The values that follow each occurrence of `flag`, as tuples of `arity`. */
function occurrences(flag: string, arity: number): string[][] {
  return beforeCommand.flatMap((arg, index) => (arg === flag ? [beforeCommand.slice(index + 1, index + 1 + arity)] : []));
}

describe("bwrapArgs", () => {
  it("unshares every namespace (network included), starts a new session, drops capabilities and dies with the server", () => {
    expect(beforeCommand).toEqual(expect.arrayContaining(["--unshare-all", "--die-with-parent", "--new-session"]));
    expect(beforeCommand).not.toContain("--share-net");
    expect(occurrences("--cap-drop", 1)).toEqual([["ALL"]]);
  });

  it("mounts only /usr and /etc read-only from the host, never its root, and nothing else writable but the workspace", () => {
    expect(occurrences("--ro-bind", 2)).toEqual([
      ["/usr", "/usr"],
      ["/etc", "/etc"],
    ]);
    expect(occurrences("--bind", 2)).toEqual([]);
    expect(occurrences("--dev-bind", 2)).toEqual([]);
    expect(beforeCommand.filter((arg) => arg === "/")).toEqual([]);
    expect(occurrences("--bind-fd", 2)).toEqual([[String(WORKSPACE_FD), WORKSPACE_INSIDE]]);
    expect(occurrences("--chdir", 1)).toEqual([[`${WORKSPACE_INSIDE}/out`]]);
    expect(occurrences("--size", 1)).toEqual([[String(256 * 1024 * 1024)]]);
    expect(occurrences("--perms", 1)).toEqual([["1777"]]);
    expect(occurrences("--tmpfs", 1)).toEqual([["/tmp"]]);
    expect(occurrences("--symlink", 2)).toEqual([
      ["usr/bin", "/bin"],
      ["usr/lib", "/lib"],
    ]);
  });

  it("clears the environment before setting only the base variables, the caller's and the marker", () => {
    const clear = beforeCommand.indexOf("--clearenv");
    expect(clear).toBeGreaterThan(-1);
    expect(beforeCommand.indexOf("--setenv")).toBeGreaterThan(clear);
    expect(Object.fromEntries(occurrences("--setenv", 2))).toEqual({ ...BASE_SANDBOX_ENV, EXTRA: "1", SANDBOX_ID: "0123456789ab:task-1" });
  });

  it("runs the command under prlimit with every per-process limit, CPU as soft:hard", () => {
    const afterSeparator = args.slice(args.indexOf("--") + 1);
    expect(afterSeparator[0]).toBe(PRLIMIT);
    expect(afterSeparator).toEqual([
      PRLIMIT,
      "--cpu=600:601",
      `--as=${4096 * 1024 * 1024}`,
      "--nofile=256",
      "--nproc=128",
      `--fsize=${1024 * 1024 * 1024}`,
      "--core=0",
      "--",
      "/bin/sh",
      "-c",
      "echo hi",
    ]);
  });

  it("starts in the workspace root when no folder is given", () => {
    const { cwd: _cwd, ...withoutCwd } = command;
    const plain = bwrapArgs(withoutCwd);
    expect(plain[plain.indexOf("--chdir") + 1]).toBe(WORKSPACE_INSIDE);
  });

  it("run by root, sets up without a user namespace and drops the command to an unprivileged user before prlimit", () => {
    const asRoot = bwrapArgs({ ...command, dropTo: { uid: 268_500_000, gid: 268_500_000 } });
    const setup = asRoot.slice(0, asRoot.indexOf("--"));
    expect(setup).toEqual(expect.arrayContaining(["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--die-with-parent"]));
    expect(setup).not.toContain("--unshare-all");
    expect(setup).not.toContain("--unshare-user");
    expect(asRoot.slice(asRoot.indexOf("--") + 1, asRoot.indexOf(PRLIMIT))).toEqual([
      SETPRIV,
      "--reuid=268500000",
      "--regid=268500000",
      "--clear-groups",
      "--no-new-privs",
      "--bounding-set=-all",
      "--inh-caps=-all",
      "--",
    ]);
  });
});

describe("sandboxUser", () => {
  it("gives each task its own stable uid, far above any distribution's users and never root", () => {
    const first = sandboxUser("3f0c2a52-5b1e-4d6c-9a57-0d2b8e4f1a10");
    expect(sandboxUser("3f0c2a52-5b1e-4d6c-9a57-0d2b8e4f1a10")).toEqual(first);
    expect(sandboxUser("another-task").uid).not.toBe(first.uid);
    expect(first.uid).toBe(first.gid);
    expect(first.uid).toBeGreaterThanOrEqual(2 ** 28);
    expect(first.uid).toBeLessThan(2 ** 29);
  });
});
