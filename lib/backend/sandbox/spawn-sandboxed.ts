import "server-only";
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, constants, openSync, readlinkSync } from "node:fs";
import path from "node:path";
import { BASE_SANDBOX_ENV, bwrapArgs, type ProcessLimits, PRLIMIT, prlimitArgs, TOP_LEVEL_FOLDERS } from "./bwrap-command";
import { killProcess, PROCESS_VARIABLE, pidsCarrying } from "./proc-scan";

/**
 * Starts one process in a task's sandbox: the primitive under commands and kernels (local executor only). The
 * process is bwrap itself; bwrap's --die-with-parent takes the sandbox's init (and its PID namespace) along when it
 * dies, and killAll() also stops whatever still carries this spawn's SANDBOX_PROCESS tag. Under SANDBOX=none the
 * command runs as a plain process group with the same limits and the same cleared environment, in the workspace.
 */
export type SandboxTarget = {
  mode: "bubblewrap" | "none";
  /** Absolute path of bwrap (bubblewrap mode). */
  bwrap: string;
  /** The workspace on the host; inside the sandbox it is /workspace. */
  workspaceDir: string;
  limits: ProcessLimits;
  marker: string;
  /** The unprivileged user the task's code runs as when the server is root (sandboxUser()); undefined = the server's user. */
  runAs?: { uid: number; gid: number };
};

export type SpawnOptions = { cwd?: string; env?: Readonly<Record<string, string>> };

export type SandboxedProcess = ChildProcessWithoutNullStreams & {
  /** Kills the process and everything it started, at once (SIGKILL). */
  killAll(): void;
};

export function spawnSandboxed(target: SandboxTarget, argv: readonly string[], options: SpawnOptions = {}): SandboxedProcess {
  const tag = randomUUID();
  const tagged = { ...options, env: { ...options.env, [PROCESS_VARIABLE]: tag } };
  const child = target.mode === "bubblewrap" ? spawnInBwrap(target, argv, tagged) : spawnUncontained(target, argv, tagged);
  let killing = false;
  const killAll = () => {
    if (killing || child.pid === undefined) return;
    killing = true;
    const stillRunning = child.exitCode === null && child.signalCode === null;
    if (stillRunning) killProcess(target.mode === "none" ? -child.pid : child.pid);
    // Killing bwrap alone is not enough: during its first milliseconds the sandbox's init exists before it has
    // asked to die with bwrap, and lives on with the command. Once bwrap is gone (so it starts nothing more), every
    // process still carrying this spawn's tag is stopped; the sandbox's init takes its whole PID namespace along.
    if (stillRunning) child.once("exit", () => void stopTagged(tag));
    else void stopTagged(tag);
  };
  return Object.assign(child, { killAll });
}

/** Rounds of /proc scans: a process forked while the previous round was killing is caught by the next. */
const STOP_ROUNDS = 5;

async function stopTagged(tag: string): Promise<void> {
  for (let round = 0; round < STOP_ROUNDS; round += 1) {
    const pids = await pidsCarrying(PROCESS_VARIABLE, tag);
    if (pids.length === 0) return;
    for (const pid of pids) killProcess(pid);
  }
}

function spawnInBwrap(target: SandboxTarget, argv: readonly string[], options: SpawnOptions): ChildProcessWithoutNullStreams {
  const args = bwrapArgs({
    bwrap: target.bwrap,
    rootLinks: rootLinks(),
    limits: target.limits,
    cwd: options.cwd,
    env: options.env ?? {},
    marker: target.marker,
    dropTo: target.runAs,
    argv,
  });
  const workspace = openSync(target.workspaceDir, constants.O_RDONLY | constants.O_DIRECTORY);
  try {
    // The descriptor's place in stdio is its number in the child: WORKSPACE_FD (3), which bwrapArgs binds.
    return spawn(target.bwrap, args, {
      stdio: ["pipe", "pipe", "pipe", workspace],
      // bwrap's own environment is readable inside as /proc/1/environ: it gets nothing of the server's.
      env: childEnv({ PATH: BASE_SANDBOX_ENV.PATH }),
    }) as ChildProcessWithoutNullStreams;
  } finally {
    closeSync(workspace);
  }
}

function spawnUncontained(target: SandboxTarget, argv: readonly string[], options: SpawnOptions): ChildProcessWithoutNullStreams {
  return spawn(PRLIMIT, [...prlimitArgs(target.limits), ...argv], {
    stdio: "pipe",
    detached: true,
    cwd: options.cwd ? path.join(target.workspaceDir, options.cwd) : target.workspaceDir,
    env: childEnv({ ...BASE_SANDBOX_ENV, HOME: target.workspaceDir, ...options.env, SANDBOX_ID: target.marker }),
  });
}

/** A child's whole environment (the project's ProcessEnv type insists on NODE_ENV, which a sandbox must not get). */
function childEnv(variables: Record<string, string>): NodeJS.ProcessEnv {
  return variables as unknown as NodeJS.ProcessEnv;
}

let links: Record<string, string> | undefined;

/** The host's merged-/usr links (`bin` → `usr/bin`), read once; a real top-level folder is simply not offered inside. */
export function rootLinks(): Record<string, string> {
  links ??= Object.fromEntries(
    TOP_LEVEL_FOLDERS.flatMap((folder) => {
      try {
        return [[folder, readlinkSync(`/${folder}`)]];
      } catch {
        return [];
      }
    }),
  );
  return links;
}
