import "server-only";
import type { ToolContext } from "../definition";

/**
 * A short Python script of ours run in the task's sandbox (never on the host): checking a notebook with nbformat,
 * reading an Excel file's sheets with pandas. The data it reads is the user's, so it runs where their code runs.
 */
const OUTPUT_CHARS = 20_000;
const SCRIPT_SECONDS = 60;

/** POSIX single quotes: nothing inside is special to /bin/sh. */
function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

export type ScriptRun = { ok: boolean; stdout: string; stderr: string };

/** Runs `script` with `args` as sys.argv[1:], gathering at most OUTPUT_CHARS of each stream. */
export async function runPythonScript(context: ToolContext, script: string, args: readonly string[]): Promise<ScriptRun> {
  const sandbox = await context.sandbox();
  const command = [context.deps.config.SANDBOX_PYTHON, "-c", script, ...args].map(shellQuote).join(" ");
  let stdout = "";
  let stderr = "";
  const { done } = sandbox.run(command, {
    timeoutSeconds: SCRIPT_SECONDS,
    signal: context.signal,
    onOutput: (chunk) => {
      if (chunk.stream === "stdout") stdout = (stdout + chunk.data).slice(0, OUTPUT_CHARS);
      else stderr = (stderr + chunk.data).slice(-OUTPUT_CHARS);
    },
  });
  const result = await done;
  return { ok: result.exitCode === 0, stdout, stderr };
}
