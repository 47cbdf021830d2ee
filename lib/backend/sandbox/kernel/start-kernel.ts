import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../logger";
import type { Kernel } from "../executor";
import type { SandboxLimitSettings } from "../limits";
import type { SandboxedProcess } from "../spawn-sandboxed";
import { BridgeKernel } from "./bridge-kernel";

/**
 * Starts a task's IPython kernel: bridge.py, run by the sandbox's Python through `spawn` (bound by the sandbox to
 * its workspace and limits), starts the kernel beside it and answers once the kernel is ready. The bridge's source
 * is read from the project (never from the workspace, which the sandboxed code can write) and handed over on the
 * command line, so nothing of it is a file the sandbox could change.
 */
export type StartKernelOptions = {
  spawn: (argv: readonly string[], env: Readonly<Record<string, string>>) => SandboxedProcess;
  /** The interpreter inside the sandbox (SANDBOX_PYTHON), with Debian's ipykernel and jupyter-client. */
  python: string;
  /** Cell time limit, idle shutdown and the limits a stopped cell is told about. */
  settings: SandboxLimitSettings;
  log: Logger;
};

// tsx, vitest and `next start` all run from the project folder; a Next build does not copy .py files, so the
// source is read from there rather than next to the built chunk.
const BRIDGE_FILE = path.join(process.cwd(), "lib", "backend", "sandbox", "kernel", "bridge.py");

let bridgeSource: Promise<string> | undefined;

export async function startKernel(options: StartKernelOptions): Promise<Kernel> {
  bridgeSource ??= readFile(BRIDGE_FILE, "utf8");
  // -I: isolated, so the workspace (the working folder) is not on the bridge's import path.
  const bridge = options.spawn([options.python, "-I", "-c", await bridgeSource], {});
  const kernel = new BridgeKernel(bridge, { settings: options.settings, log: options.log });
  try {
    await kernel.ready;
  } catch (error) {
    await kernel.shutdown();
    throw error;
  }
  return kernel;
}
