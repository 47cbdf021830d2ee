import "server-only";
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { CommandResult, Sandbox } from "../../sandbox/executor";
import type { ToolContext } from "../definition";
import { outputWindow, type OutputWindow } from "./output-window";
import { shellStream } from "./shell-stream";

/**
 * The Auto Experiment agent's processes: each command runs in the task's sandbox under an id of its own (the
 * terminal's tab, spec §3 shell log), its output streamed to shell log steps and kept in a window for the model,
 * its result kept once it ends. The ids are random rather than the sandbox's counters, which start again in the
 * fresh sandbox of a resumed run, where the terminal would merge two processes into one tab.
 */
export type TrackedProcess = {
  id: string;
  command: string;
  startedAt: number;
  output: OutputWindow;
  /** Settles once the process ended and its output is stored. */
  done: Promise<CommandResult>;
  result?: CommandResult;
  endedAt?: number;
  stop(): Promise<void>;
};

/**
 * SANDBOX_PROCESSES caps processes and threads together, and numpy's BLAS starts a thread per core by default: on a
 * big machine one training script alone would reach the cap, and a background job shares it with every command.
 */
const BLAS_THREADS = String(Math.min(os.availableParallelism(), 4));

/** Added to the sandbox's own environment, which already has unbuffered Python and no display for plots. */
const COMMAND_ENV: Readonly<Record<string, string>> = {
  OMP_NUM_THREADS: BLAS_THREADS,
  OPENBLAS_NUM_THREADS: BLAS_THREADS,
  MKL_NUM_THREADS: BLAS_THREADS,
};

/** The background processes of each sandbox; a run's sandbox is one object from its first use to its release. */
const backgrounds = new WeakMap<Sandbox, Map<string, TrackedProcess>>();

function registryOf(sandbox: Sandbox): Map<string, TrackedProcess> {
  let found = backgrounds.get(sandbox);
  if (!found) {
    found = new Map();
    backgrounds.set(sandbox, found);
  }
  return found;
}

/** Starts `command` in the workspace; a background process is kept where inspect_process and kill_process find it. */
export async function startProcess(context: ToolContext, command: string, options: { background: boolean }): Promise<TrackedProcess> {
  const sandbox = await context.sandbox();
  const id = randomBytes(4).toString("hex");
  const output = outputWindow();
  const logs = shellStream(id, context.appendShellLogs);
  const running = sandbox.run(command, {
    env: COMMAND_ENV,
    signal: context.signal,
    onOutput: (chunk) => {
      output.add(chunk.data);
      logs.write(chunk.data);
    },
  });
  const tracked: TrackedProcess = {
    id,
    command,
    startedAt: Date.now(),
    output,
    done: running.done.then(async (result) => {
      tracked.result = result;
      tracked.endedAt = Date.now();
      await logs.close();
      return result;
    }),
    async stop() {
      await sandbox.kill(running.processId);
      await tracked.done;
    },
  };
  if (options.background) registryOf(sandbox).set(id, tracked);
  return tracked;
}

export async function backgroundProcess(context: ToolContext, id: string): Promise<TrackedProcess | undefined> {
  return registryOf(await context.sandbox()).get(id.trim());
}

export async function backgroundProcesses(context: ToolContext): Promise<TrackedProcess[]> {
  return [...registryOf(await context.sandbox()).values()];
}

/** Stops every background process still running, its last output stored: done before a finish tool answers. */
export async function stopBackgroundProcesses(context: ToolContext): Promise<void> {
  const running = (await backgroundProcesses(context)).filter((process) => !process.result);
  await Promise.all(running.map((process) => process.stop()));
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

const OUTPUT_HEADING = "Output (stdout and stderr as printed,";

/** What a process printed, from a tool answer describeProcess wrote: without our own numbers (ids, durations). */
export function printedPart(answer: string): string {
  const heading = answer.indexOf(OUTPUT_HEADING);
  if (heading < 0) return "";
  const start = answer.indexOf("\n", heading);
  return start < 0 ? "" : answer.slice(start + 1);
}

/** How a process stands or ended, then its output as the model reads it. */
export function describeProcess(process: TrackedProcess, now = Date.now()): string {
  const { result } = process;
  const lines: string[] = [];
  const after = `after ${seconds((process.endedAt ?? now) - process.startedAt)}`;
  if (!result) {
    lines.push(`Process ${process.id} is still running (${seconds(now - process.startedAt)} so far).`);
  } else if (result.killed) {
    lines.push(`Process ${process.id} was killed ${after}.`);
  } else if (result.limit) {
    lines.push(`Process ${process.id} was stopped by a sandbox limit ${after}. ${result.limit.message}`);
  } else if (result.exitCode === null) {
    lines.push(`Process ${process.id} ended on signal ${result.signal ?? "unknown"} ${after}.`);
  } else {
    lines.push(`Process ${process.id} exited with code ${result.exitCode} ${after}.`);
  }
  const shown = process.output.chars === 0 ? "(no output)" : process.output.text();
  lines.push(`${OUTPUT_HEADING} ${process.output.chars} characters):`, shown);
  if (result && result.exitCode !== 0 && !result.killed) {
    lines.push("Read the error above, fix the cause (patch_file for a small change) and run it again.");
  }
  return lines.join("\n");
}
