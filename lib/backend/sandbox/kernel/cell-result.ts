import "server-only";
import { constants } from "node:os";
import type { CellResult, LimitHit } from "../executor";
import { limitFromExit, limitHit, type SandboxLimitSettings } from "../limits";
import type { NotebookOutput } from "../notebook-output";
import type { CellDone } from "./bridge-protocol";

/**
 * One cell's outputs as they arrive, and its result once the bridge says it is done: which limit stopped it, and
 * a dead kernel told as an error output so the notebook and the agent both see that the variables are gone.
 */

/** Output kept per cell (JSON characters): the server holds it in memory and an agent reads it; the rest is dropped. */
export const MAX_CELL_OUTPUT_CHARS = 20_000_000;

const DROPPED_NOTICE: NotebookOutput = {
  output_type: "stream",
  name: "stderr",
  text: `\n[Outputs past ${MAX_CELL_OUTPUT_CHARS / 1_000_000} MB were dropped.]\n`,
};

export class CellOutputs {
  readonly outputs: NotebookOutput[] = [];
  private chars = 0;
  private dropping = false;

  /** Adds an output; answers what to pass on: the output, nothing past the cap, a notice the first time. */
  add(output: NotebookOutput): NotebookOutput | undefined {
    if (this.dropping) return undefined;
    this.chars += JSON.stringify(output).length;
    if (this.chars > MAX_CELL_OUTPUT_CHARS) {
      this.dropping = true;
      return this.keep(DROPPED_NOTICE);
    }
    return this.keep(output);
  }

  private keep(output: NotebookOutput): NotebookOutput {
    const last = this.outputs.at(-1);
    // Consecutive chunks of one stream are one output in a notebook; the callback still gets each chunk.
    if (output.output_type === "stream" && last?.output_type === "stream" && last.name === output.name) {
      this.outputs[this.outputs.length - 1] = { ...last, text: last.text + output.text };
    } else {
      this.outputs.push(output);
    }
    return output;
  }
}

export function deadKernelOutput(done: CellDone): NotebookOutput {
  const evalue =
    done.status === "timeout"
      ? "The cell did not stop when interrupted at its time limit, so the kernel was restarted: its variables are lost."
      : `The kernel died (${describeExit(done.exit)}) and was restarted: its variables are lost; run the cells they come from again.`;
  return { output_type: "error", ename: "DeadKernelError", evalue, traceback: [] };
}

export function cellResult(done: CellDone, outputs: readonly NotebookOutput[], settings: SandboxLimitSettings, timeoutSeconds: number): CellResult {
  const limit = cellLimit(done, outputs, settings, timeoutSeconds);
  return {
    status: done.status,
    executionCount: done.execution_count,
    outputs: [...outputs],
    ...(done.restarted ? { restarted: true } : {}),
    ...(limit ? { limit } : {}),
  };
}

function cellLimit(done: CellDone, outputs: readonly NotebookOutput[], settings: SandboxLimitSettings, timeoutSeconds: number): LimitHit | undefined {
  // The message names the time this cell had, which an agent may have set below the setting.
  if (done.status === "timeout") return limitHit("wall-clock", { ...settings, SANDBOX_CELL_SECONDS: timeoutSeconds }, "cell");
  if (done.status === "ok") return undefined;
  // A limit inside a cell is an exception (MemoryError, BlockingIOError, "Too many open files") or the kernel's death.
  const said = outputs
    .map((output) => (output.output_type === "error" ? `${output.ename}: ${output.evalue}` : output.output_type === "stream" && output.name === "stderr" ? output.text : ""))
    .join("\n")
    .slice(-4000);
  const signal = done.exit !== null && done.exit < 0 ? signalName(-done.exit) : null;
  const exitCode = done.exit !== null && done.exit >= 0 ? done.exit : 1;
  const limit = limitFromExit({ exitCode, signal, stderrTail: said });
  return limit ? limitHit(limit, settings, "cell") : undefined;
}

function signalName(number: number): string | null {
  return Object.entries(constants.signals).find(([, value]) => value === number)?.[0] ?? null;
}

function describeExit(exit: number | null): string {
  if (exit === null) return "no exit status";
  return exit < 0 ? `killed by ${signalName(-exit) ?? `signal ${-exit}`}` : `exit code ${exit}`;
}
