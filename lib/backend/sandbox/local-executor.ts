import "server-only";
import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { BackendConfig } from "../config";
import type { Logger } from "../logger";
import { runtimePath } from "../runtime-path";
import type { StorageDriver } from "../storage/storage-driver";
import type { Executor, OutputChunk, Sandbox } from "./executor";
import { startKernel } from "./kernel/start-kernel";
import { processLimits, type SandboxLimitSettings } from "./limits";
import { startCommand } from "./run-command";
import { createLocalSandbox, type StartKernel } from "./local-sandbox";
import { isSafeTaskId, sandboxMarker, sandboxUser } from "./sandbox-marker";
import { type Owner, workspaceFiles } from "./workspace-files";
import { type SandboxTarget, spawnSandboxed } from "./spawn-sandboxed";

export { dataDirTag, sandboxMarker } from "./sandbox-marker";

/**
 * Code execution on this machine (issue 15): one bubblewrap sandbox per process over the task's workspace
 * $DATA_DIR/workspaces/<taskId>, run as the task's own unprivileged user when the server is root. Whether bubblewrap works here is tried once
 * with a trivial sandbox; if it does not, agents get the researcher-facing fix from unavailable() and never a
 * silent unsandboxed run. SANDBOX=none is the explicit, logged exception for a trusted single-user machine.
 */
export type LocalExecutorOptions = {
  config: BackendConfig;
  storage: StorageDriver;
  log: Logger;
  /** Where bwrap is looked for, first found wins (tests point it at a missing file). */
  bwrapCandidates?: readonly string[];
  startKernel?: StartKernel;
  now?: () => Date;
  /** How long a refusal stands before unavailable() asks again (tests shorten it). */
  recheckMs?: number;
};

const BWRAP = "/usr/bin/bwrap";
const BWRAP_CANDIDATES = [BWRAP, "/usr/local/bin/bwrap"];
const PROBE_SECONDS = 15;
/** A refusal is asked again after this long, so installing bubblewrap on a running server is picked up. */
const RECHECK_MS = 60_000;

export const SANDBOX_NONE_WARNING =
  "SANDBOX=none: model-written code runs unsandboxed, with this server's user and its access to files and network. Use it only on a trusted single-user machine.";

export function createLocalExecutor(options: LocalExecutorOptions): Executor {
  const { config, log } = options;
  const workspacesDir = runtimePath(config.DATA_DIR, "workspaces");
  const asRoot = config.SANDBOX === "bubblewrap" && process.getuid?.() === 0;
  const ownerOf = (taskId: string): Owner | undefined => (asRoot ? sandboxUser(taskId) : undefined);
  const sandboxes = new Map<string, Promise<Sandbox>>();
  let bwrap: string | undefined;
  let availability: Promise<string | undefined> | undefined;

  if (config.SANDBOX === "none") log.warn(SANDBOX_NONE_WARNING);

  /** Each workspace is its task user's alone; only this server's user may pass through the folder above them. */
  async function workspaceOf(name: string, owner: Owner | undefined): Promise<string> {
    await fs.mkdir(workspacesDir, { recursive: true, mode: 0o700 });
    const dir = path.join(workspacesDir, name);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    if (owner) await fs.chown(dir, owner.uid, owner.gid);
    return dir;
  }

  const target = (workspaceDir: string, taskId: string): SandboxTarget => ({
    mode: config.SANDBOX,
    bwrap: bwrap ?? BWRAP,
    workspaceDir,
    limits: processLimits(config),
    marker: sandboxMarker(config.DATA_DIR, taskId),
    runAs: ownerOf(taskId),
  });

  async function check(): Promise<string | undefined> {
    if (!(await executable(config.SANDBOX_PYTHON))) {
      return `Code cannot run on this server: the sandbox's Python (${config.SANDBOX_PYTHON}, SANDBOX_PYTHON) is missing. Install Debian's python3 with the agents' packages (\`npm run app\` does it as root) or set SANDBOX_PYTHON.`;
    }
    if (config.SANDBOX === "none") return undefined;
    for (const candidate of options.bwrapCandidates ?? BWRAP_CANDIDATES) if (!bwrap && (await executable(candidate))) bwrap = candidate;
    if (!bwrap) return unavailableMessage("bubblewrap (bwrap) is not installed");
    const probeTarget = target(await workspaceOf(".probe", ownerOf("probe")), "probe");
    const failure = await probe(probeTarget, config, ["/bin/true"]);
    if (failure !== undefined) return unavailableMessage(`bubblewrap could not create its sandbox (${failure})`);
    const pythonFailure = await probe(probeTarget, config, [config.SANDBOX_PYTHON, "-c", "import ipykernel"]);
    if (pythonFailure === undefined) return undefined;
    return `Code cannot run on this server: the sandbox's Python (${config.SANDBOX_PYTHON}, SANDBOX_PYTHON) does not start inside the sandbox, which sees only /usr and /etc of this machine, or lacks ipykernel (${pythonFailure}). Use Debian's /usr/bin/python3 with its python3-ipykernel package (\`npm run app\` installs them as root).`;
  }

  async function open(taskId: string): Promise<Sandbox> {
    if (!isSafeTaskId(taskId)) throw new Error(`Not a task id usable as a workspace name: ${JSON.stringify(taskId)}`);
    const reason = await executor.unavailable();
    if (reason) throw new Error(reason);
    const workspaceDir = await workspaceOf(taskId, ownerOf(taskId));
    return createLocalSandbox({
      taskId,
      target: target(workspaceDir, taskId),
      files: await workspaceFiles(workspaceDir, ownerOf(taskId)),
      settings: config,
      storage: options.storage,
      startKernel: options.startKernel ?? startKernel,
      log: log.child({ taskId }),
      now: options.now ?? (() => new Date()),
    });
  }

  const executor: Executor = {
    unavailable() {
      availability ??= check().then((reason) => {
        if (reason) setTimeout(() => (availability = undefined), options.recheckMs ?? RECHECK_MS).unref();
        return reason;
      });
      return availability;
    },
    open(taskId) {
      let sandbox = sandboxes.get(taskId);
      if (!sandbox) {
        sandbox = open(taskId);
        sandboxes.set(taskId, sandbox);
        // A failed open (a full disk, say) is not kept: the next call tries again.
        sandbox.catch(() => sandboxes.delete(taskId));
      }
      return sandbox;
    },
    async release(taskId) {
      const sandbox = sandboxes.get(taskId);
      sandboxes.delete(taskId);
      await (await sandbox?.catch(() => undefined))?.dispose();
    },
    async close() {
      await Promise.all([...sandboxes.keys()].map((taskId) => executor.release(taskId)));
    },
  };
  return executor;
}

async function executable(file: string): Promise<boolean> {
  return fs.access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** Runs `argv` in a sandbox, as any command runs; undefined when it worked, else what it (or bwrap) said last. */
async function probe(target: SandboxTarget, settings: SandboxLimitSettings, argv: readonly string[]): Promise<string | undefined> {
  let stderr = "";
  const onOutput = (chunk: OutputChunk) => void (chunk.stream === "stderr" && (stderr += chunk.data));
  const child = spawnSandboxed(target, argv);
  const result = await startCommand({ processId: "probe", command: argv.join(" "), child, options: { onOutput, timeoutSeconds: PROBE_SECONDS }, settings }).done;
  if (result.exitCode === 0) return undefined;
  return stderr.trim().split("\n").at(-1) || (result.signal ? `stopped by ${result.signal}` : `exit code ${result.exitCode}`);
}

function unavailableMessage(cause: string): string {
  return [
    `Code cannot run on this server: ${cause}.`,
    "To fix it: install bubblewrap (`apt-get install -y bubblewrap`);",
    "allow unprivileged user namespaces (`sysctl -w kernel.unprivileged_userns_clone=1`, on Ubuntu 24.04 also `sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`; in a container, run it with a seccomp profile that permits them);",
    "or, on a trusted single-user machine only, set SANDBOX=none to run model-written code unsandboxed.",
  ].join(" ");
}
