import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { readBackendConfig } from "@/lib/backend/config";
import type { CommandResult, Executor, RunOptions, Sandbox } from "@/lib/backend/sandbox/executor";
import { createLocalExecutor, type LocalExecutorOptions } from "@/lib/backend/sandbox/local-executor";
import { sandboxProcesses } from "@/lib/backend/sandbox/proc-scan";
import { createLocalStorage, type LocalStorage } from "@/lib/backend/storage/local-storage";
import type { Logger } from "@/lib/backend/logger";

/**
 * A local executor over a throwaway data folder, for the sandbox tests (and the kernel and sweep ones): real bwrap,
 * real /usr/bin/python3, local storage, and the log lines it wrote. Settings come as environment strings, exactly as
 * the server reads them, so a test states its limits the way a researcher would.
 */
export type SandboxFixture = {
  dataDir: string;
  config: ReturnType<typeof readBackendConfig>;
  storage: LocalStorage;
  executor: Executor;
  /** Every log line the executor wrote, parsed. */
  logs: Array<{ level: number; msg: string }>;
  dispose(): Promise<void>;
};

export async function createSandboxFixture(
  env: Record<string, string> = {},
  options: Partial<Pick<LocalExecutorOptions, "bwrapCandidates" | "startKernel" | "recheckMs">> = {},
): Promise<SandboxFixture> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "sandbox-test-"));
  // mkdtemp's folder is 0700, like /root: sandboxes must work under a folder only the server's user may pass.
  const config = readBackendConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env } as NodeJS.ProcessEnv);
  const storage = createLocalStorage({ dataDir, publicUrl: "http://127.0.0.1:9", secret: "sandbox-test-storage-secret-0123456789" });
  const logs: SandboxFixture["logs"] = [];
  const log = pino({ level: "info" }, { write: (line: string) => logs.push(JSON.parse(line)) }) as unknown as Logger;
  const executor = createLocalExecutor({ config, storage, log, ...options });
  return {
    dataDir,
    config,
    storage,
    executor,
    logs,
    async dispose() {
      await executor.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Ran = { result: CommandResult; stdout: string; stderr: string; ms: number };

/** Runs a command to its end and gathers its output. */
export async function runToEnd(sandbox: Sandbox, command: string, options: RunOptions = {}): Promise<Ran> {
  let stdout = "";
  let stderr = "";
  const started = Date.now();
  const { done } = sandbox.run(command, {
    ...options,
    onOutput: (chunk) => {
      if (chunk.stream === "stdout") stdout += chunk.data;
      else stderr += chunk.data;
      options.onOutput?.(chunk);
    },
  });
  const result = await done;
  return { result, stdout, stderr, ms: Date.now() - started };
}

/** The host's processes carrying exactly this sandbox marker (bwrap and everything inside). */
export async function processesOf(marker: string) {
  return (await sandboxProcesses(marker)).filter((entry) => entry.marker === marker);
}

/** Polls until `check` holds or `ms` passes; answers whether it held. */
export async function eventually(check: () => Promise<boolean>, ms: number, every = 50): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

export const PYTHON = "/usr/bin/python3";
