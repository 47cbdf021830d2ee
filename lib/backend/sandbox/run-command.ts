import "server-only";
import type { CommandResult, OutputChunk, RunOptions, SandboxLimitName } from "./executor";
import { limitFromExit, limitHit, type SandboxLimitSettings } from "./limits";
import type { SandboxedProcess } from "./spawn-sandboxed";

/**
 * One shell command in a sandbox, from start to result: its output decoded and streamed, its wall clock, its abort
 * signal, and the reason it ended. Whoever stops it says why (a kill, or a limit watched from outside such as the
 * workspace's disk), so the result can name the limit rather than report a bare SIGKILL.
 */
export type StopReason = { kind: "killed" } | { kind: "limit"; limit: SandboxLimitName };

export type RunningCommand = {
  processId: string;
  command: string;
  startedAt: Date;
  stop(reason: StopReason): void;
  done: Promise<CommandResult>;
};

/** Enough of stderr's end to hold the last traceback line or shell complaint the limit heuristics read. */
const STDERR_TAIL_CHARS = 4096;

export function startCommand(input: {
  processId: string;
  command: string;
  child: SandboxedProcess;
  options: RunOptions;
  settings: SandboxLimitSettings;
}): RunningCommand {
  const { processId, child, options, settings } = input;
  let stoppedFor: StopReason | undefined;
  let stderrTail = "";

  const stop = (reason: StopReason) => {
    stoppedFor ??= reason;
    child.killAll();
  };

  const forward = (stream: "stdout" | "stderr") => {
    // One decoder per stream with stream:true, so a character split across two reads arrives whole.
    const decoder = new TextDecoder("utf-8");
    const emit = (data: string) => {
      if (data === "") return;
      if (stream === "stderr") stderrTail = (stderrTail + data).slice(-STDERR_TAIL_CHARS);
      options.onOutput?.({ processId, stream, data } satisfies OutputChunk);
    };
    child[stream].on("data", (bytes: Buffer) => emit(decoder.decode(bytes, { stream: true })));
    child[stream].on("end", () => emit(decoder.decode()));
  };
  forward("stdout");
  forward("stderr");
  child.stdin.end();

  const seconds = options.timeoutSeconds ?? settings.SANDBOX_COMMAND_SECONDS;
  // setTimeout fires at once past 2^31-1 ms (24.8 days): a longer limit is that long.
  const timer = setTimeout(() => stop({ kind: "limit", limit: "wall-clock" }), Math.min(seconds * 1000, 2 ** 31 - 1));
  const onAbort = () => stop({ kind: "killed" });
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener("abort", onAbort, { once: true });

  const done = new Promise<CommandResult>((resolve) => {
    const finish = (exitCode: number | null, signal: string | null) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      const limit = stoppedFor?.kind === "limit" ? stoppedFor.limit : stoppedFor ? undefined : limitFromExit({ exitCode, signal, stderrTail });
      resolve({
        processId,
        exitCode,
        signal,
        killed: stoppedFor?.kind === "killed",
        ...(limit ? { limit: limitHit(limit, settings) } : {}),
      });
    };
    child.once("error", (error) => {
      // The sandbox could not start (bwrap gone since the check): said on stderr, then ended like a failed command.
      options.onOutput?.({ processId, stream: "stderr", data: `The sandbox could not start: ${error.message}\n` });
      finish(null, null);
    });
    child.once("close", (code, signal) => finish(code, signal));
  });

  return { processId, command: input.command, startedAt: new Date(), stop, done };
}
