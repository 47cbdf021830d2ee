import "server-only";
import type { Logger } from "../logger";
import { keySafeFileName } from "../storage/object-keys";
import type { StorageDriver } from "../storage/storage-driver";
import type { Kernel, RunOptions, Sandbox, SnapshotFile } from "./executor";
import type { SandboxLimitSettings } from "./limits";
import { type RunningCommand, startCommand, type StopReason } from "./run-command";
import { type SandboxedProcess, type SandboxTarget, spawnSandboxed } from "./spawn-sandboxed";
import type { WorkspaceFiles } from "./workspace-files";

/**
 * One task's sandbox on this machine: its workspace folder, the shell commands running in it and its kernel. Every
 * process is a fresh bubblewrap sandbox over the same workspace (the folder is what persists between them). While
 * any command runs, the workspace's size is measured every second against SANDBOX_DISK_MB, since no per-process
 * limit can cap what many processes write together.
 */
export type KernelSpawn = (argv: readonly string[], env: Readonly<Record<string, string>>) => SandboxedProcess;

/** The kernel starter (kernel/start-kernel.ts by default), injected so tests can stand in for it. */
export type StartKernel = (options: { spawn: KernelSpawn; python: string; settings: SandboxLimitSettings; log: Logger }) => Promise<Kernel>;

export type LocalSandboxSettings = SandboxLimitSettings & { SANDBOX_PYTHON: string };

export type LocalSandboxDeps = {
  taskId: string;
  target: SandboxTarget;
  files: WorkspaceFiles;
  settings: LocalSandboxSettings;
  storage: StorageDriver;
  startKernel: StartKernel;
  log: Logger;
  now: () => Date;
};

const DISK_CHECK_MS = 1000;
const MB = 1024 * 1024;

export function createLocalSandbox(deps: LocalSandboxDeps): Sandbox {
  const { taskId, target, files, settings, log } = deps;
  const running = new Map<string, RunningCommand>();
  let started = 0;
  let kernel: Promise<Kernel> | undefined;
  let liveKernel: Kernel | undefined;
  let diskTimer: NodeJS.Timeout | undefined;
  let released = false;

  // Nothing may start once released: no one would be left to stop it (the executor has let go of this sandbox).
  const refuseIfReleased = () => {
    if (released) throw new Error(`The sandbox of task ${taskId} was released (the task ended or was cancelled); open it again to run more.`);
  };

  const stopAll = (reason: StopReason) => {
    for (const command of running.values()) command.stop(reason);
  };

  async function checkDisk() {
    const used = await files.diskBytes();
    if (used > settings.SANDBOX_DISK_MB * MB) {
      log.warn({ taskId, usedMb: Math.round(used / MB) }, "sandbox workspace over its disk limit (SANDBOX_DISK_MB); its commands were stopped and its cell interrupted");
      stopAll({ kind: "limit", limit: "disk" });
      // The kernel is kept (its variables matter more than the cell): the writing cell is interrupted.
      if (liveKernel?.alive) await liveKernel.interrupt();
    }
  }

  let checking = false;
  /** Measures the workspace every second while a command runs or a kernel lives; stops by itself after. */
  function watchDisk() {
    diskTimer ??= setInterval(() => {
      if (running.size === 0 && !liveKernel?.alive) {
        clearInterval(diskTimer);
        diskTimer = undefined;
        return;
      }
      // A workspace of many files can take longer than a tick to measure: checks never pile up.
      if (checking) return;
      checking = true;
      checkDisk()
        .catch((error: unknown) => log.error({ err: error, taskId }, "sandbox disk check failed"))
        .finally(() => (checking = false));
    }, DISK_CHECK_MS);
    diskTimer.unref();
  }

  return {
    taskId,
    writeFile: (path, data) => files.write(path, data),
    readFile: (path) => files.read(path),
    listFiles: (folder) => files.list(folder),

    async snapshot(paths) {
      const chosen = paths ?? (await files.list()).filter((entry) => entry.type === "file").map((entry) => entry.path);
      const prefix = `workspaces/${taskId}/${deps.now().toISOString().replace(/[:.]/g, "-")}`;
      const stored: SnapshotFile[] = [];
      for (const path of chosen) {
        const safe = `${prefix}/${path.split("/").filter(Boolean).map(keySafeFileName).join("/")}`;
        // Two names can become one key ("a b.txt", "a_b.txt"); the later one gets a number, so neither is lost.
        const key = stored.some((file) => file.key === safe) ? `${safe}-${stored.length}` : safe;
        const { handle, size } = await files.open(path);
        try {
          // Read from the checked descriptor: the path cannot be swapped for a link while it is copied.
          // `end` (inclusive) holds the copy to the size just read, should the file still be growing.
          const body = size === 0 ? new Uint8Array() : { stream: handle.createReadStream({ start: 0, end: size - 1, autoClose: false }), size };
          await deps.storage.put(key, body, "application/octet-stream");
        } finally {
          await handle.close();
        }
        stored.push({ path, key, size });
      }
      return stored;
    },

    run(command, options: RunOptions = {}) {
      refuseIfReleased();
      started += 1;
      const processId = `p${started}`;
      const child = spawnSandboxed(target, ["/bin/sh", "-c", command], { cwd: options.cwd, env: options.env });
      const handle = startCommand({ processId, command, child, options, settings });
      running.set(processId, handle);
      watchDisk();
      const done = handle.done.finally(() => running.delete(processId));
      return { processId, done };
    },

    processes() {
      return [...running.values()].map(({ processId, command, startedAt }) => ({ processId, command, startedAt }));
    },

    async kill(processId) {
      const command = running.get(processId);
      command?.stop({ kind: "killed" });
      await command?.done;
    },

    async kernel() {
      refuseIfReleased();
      // Chained, so calls made together share one start; a kernel that died, idled out or failed to start is
      // replaced by a fresh one on the next call.
      const previous: Promise<Kernel | undefined> = kernel?.catch(() => undefined) ?? Promise.resolve(undefined);
      const spawn: KernelSpawn = (argv, env) => spawnSandboxed(target, argv, { env });
      kernel = previous.then(async (current) => {
        if (current?.alive) return current;
        liveKernel = await deps.startKernel({ spawn, python: settings.SANDBOX_PYTHON, settings, log });
        watchDisk();
        return liveKernel;
      });
      return kernel;
    },

    async dispose() {
      released = true;
      const commands = [...running.values()];
      stopAll({ kind: "killed" });
      const stopping = kernel?.then((current) => current.shutdown()).catch((error: unknown) => log.warn({ err: error, taskId }, "kernel shutdown failed"));
      kernel = undefined;
      liveKernel = undefined;
      clearInterval(diskTimer);
      diskTimer = undefined;
      await Promise.all([...commands.map((command) => command.done), stopping]);
    },
  };
}
