import "server-only";
import type { NotebookOutput } from "./notebook-output";

/**
 * The one way model-written code runs (issue 15, DESIGN §8). Agents get a `Sandbox` for their task and use only this
 * interface: the workspace is reached through it, never as a local folder, so a Kubernetes Job executor can replace
 * the local bubblewrap one without an agent noticing.
 */
export type Executor = {
  /** Why code cannot run here (bubblewrap missing, namespaces refused), written for the researcher with the fix; undefined when it can. */
  unavailable(): Promise<string | undefined>;
  /** The task's sandbox: its workspace is created on first open and kept (with its files) until the retention sweep. */
  open(taskId: string): Promise<Sandbox>;
  /** Stops every process and kernel of the task's sandbox, if this process has one open; the workspace stays. */
  release(taskId: string): Promise<void>;
  /** Stops everything this executor started (server shutdown). */
  close(): Promise<void>;
};

/** Links are listed as links (never followed: one may point out of the workspace). */
export type WorkspaceEntry = { path: string; type: "file" | "directory" | "symlink"; size: number };

/** One stored copy of a workspace file (spec's project versions: path, oss_path, type). */
export type SnapshotFile = { path: string; key: string; size: number };

export type OutputChunk = { processId: string; stream: "stdout" | "stderr"; data: string };

/** A sandbox limit that stopped a process or a cell; `message` names the limit and its setting. */
export type LimitHit = { limit: SandboxLimitName; message: string };

export type SandboxLimitName = "cpu" | "memory" | "processes" | "file-size" | "disk" | "wall-clock" | "open-files";

export type CommandResult = {
  processId: string;
  exitCode: number | null;
  signal: string | null;
  /** Set when a limit stopped the command, or when its failure looks like one (MemoryError, fork refused). */
  limit?: LimitHit;
  /** Killed on purpose (kill(), release(), the task cancelled). */
  killed: boolean;
};

export type RunOptions = {
  /** Streamed as it arrives, tagged with the process id; decoded as UTF-8 per chunk boundary-safely. */
  onOutput?: (chunk: OutputChunk) => void;
  /** Wall-clock limit of this command; SANDBOX_COMMAND_SECONDS when unset. */
  timeoutSeconds?: number;
  /** Working folder relative to the workspace root. */
  cwd?: string;
  /** Extra environment inside the sandbox (nothing of the server's environment is passed in). */
  env?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
};

export type RunningProcess = { processId: string; command: string; startedAt: Date };

export type Sandbox = {
  readonly taskId: string;
  /** Paths are relative to the workspace root; one that leaves it (`..`, absolute, a symlink out) is refused. */
  writeFile(path: string, data: string | Uint8Array): Promise<void>;
  readFile(path: string): Promise<Buffer>;
  listFiles(folder?: string): Promise<WorkspaceEntry[]>;
  /** Copies the workspace's files (or the given ones) to storage under the task's prefix. */
  snapshot(paths?: readonly string[]): Promise<SnapshotFile[]>;
  /** Starts `command` (run by /bin/sh -c inside the sandbox); resolves when it ends. */
  run(command: string, options?: RunOptions): { processId: string; done: Promise<CommandResult> };
  processes(): RunningProcess[];
  kill(processId: string): Promise<void>;
  /** The task's IPython kernel, started on first use and restarted when it died. */
  kernel(): Promise<Kernel>;
  /** Stops all processes and the kernel; the workspace stays. */
  dispose(): Promise<void>;
};

export type CellResult = {
  status: "ok" | "error" | "timeout";
  executionCount: number | null;
  /** nbformat 4 outputs in the order they arrived. */
  outputs: NotebookOutput[];
  /** Set when the kernel died during this cell and was restarted: its variables are gone. */
  restarted?: boolean;
  limit?: LimitHit;
};

export type Kernel = {
  /** Runs one cell; past `timeoutSeconds` (SANDBOX_CELL_SECONDS) it is interrupted and answers status "timeout". */
  execute(code: string, options?: { timeoutSeconds?: number; onOutput?: (output: NotebookOutput) => void; signal?: AbortSignal }): Promise<CellResult>;
  interrupt(): Promise<void>;
  /** A fresh interpreter in the same workspace. */
  restart(): Promise<void>;
  shutdown(): Promise<void>;
  readonly alive: boolean;
};
