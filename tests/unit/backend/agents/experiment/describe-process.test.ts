import { describe, expect, it } from "vitest";
import type { CommandResult } from "@/lib/backend/sandbox/executor";
import { describeProcess, printedPart, type TrackedProcess } from "@/lib/backend/agents/experiment/processes";
import { outputWindow } from "@/lib/backend/agents/experiment/output-window";

/**
 * How a process's end reads to the model (issue 17: run → read the errors → fix): the exit code or the limit that
 * stopped it, by name, and the output; and what the results check counts as printed, which is the output alone.
 */
function tracked(output: string, result?: Partial<CommandResult>): TrackedProcess {
  const window = outputWindow();
  window.add(output);
  const ended = result && { processId: "p1", exitCode: 0, signal: null, killed: false, ...result };
  return {
    id: "a1b2c3d4",
    command: "python3 train.py",
    startedAt: 0,
    endedAt: ended ? 2500 : undefined,
    output: window,
    done: Promise.resolve(ended ?? { processId: "p1", exitCode: 0, signal: null, killed: false }),
    result: ended,
    stop: async () => undefined,
  };
}

describe("a process as the model reads it", () => {
  it("says how a finished command ended, shows its output, and asks for a fix after a failure", () => {
    const answer = describeProcess(tracked("Traceback …\nImportError: no\n", { exitCode: 1 }));
    expect(answer).toBe(
      "Process a1b2c3d4 exited with code 1 after 2.5 s.\nOutput (stdout and stderr as printed, 28 characters):\nTraceback …\nImportError: no\n\nRead the error above, fix the cause (patch_file for a small change) and run it again.",
    );
  });

  it("names the sandbox limit that stopped a command, and says when one is still running", () => {
    const limit = { limit: "wall-clock" as const, message: "The command was stopped: it ran longer than the limit of 60 s per command (SANDBOX_COMMAND_SECONDS)." };
    expect(describeProcess(tracked("epoch 1\n", { exitCode: null, signal: "SIGKILL", limit }))).toContain(
      "was stopped by a sandbox limit after 2.5 s. The command was stopped: it ran longer than the limit of 60 s per command (SANDBOX_COMMAND_SECONDS).",
    );
    expect(describeProcess(tracked(""), 4000)).toBe("Process a1b2c3d4 is still running (4.0 s so far).\nOutput (stdout and stderr as printed, 0 characters):\n(no output)");
  });

  it("counts only the printed output as printed: not the id, the duration or the character count", () => {
    const answer = describeProcess(tracked("test_accuracy: 0.9200\n", { exitCode: 0 }));
    expect(printedPart(answer)).toBe("test_accuracy: 0.9200\n");
    expect(printedPart("There is no background process x1.")).toBe("");
  });
});
