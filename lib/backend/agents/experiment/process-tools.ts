import "server-only";
import { z } from "zod";
import { defineTool, type ToolContext } from "../definition";
import { backgroundProcess, backgroundProcesses, describeProcess, startProcess } from "./processes";

/**
 * Running code in the workspace: a command the agent waits for, and a long one (training) left in the background,
 * then inspected and killed. Every process's output streams into the task's shell log as it is printed; the model
 * reads its head and tail. Commands have the sandbox's limits (SANDBOX_COMMAND_SECONDS and the others), and a
 * result names the limit that stopped one.
 */
export const RUN_COMMAND_TOOL = "run_command";
export const INSPECT_PROCESS_TOOL = "inspect_process";
export const KILL_PROCESS_TOOL = "kill_process";

const MAX_WAIT_SECONDS = 300;

const commandInput = z.object({
  command: z.string().trim().min(1).describe("A shell command, run by /bin/sh in the workspace folder, e.g. `python3 train.py --epochs 5`."),
});

const processInput = z.object({ process_id: z.string().min(1).describe("The id start_background answered.") });

async function unknownProcess(context: ToolContext, id: string): Promise<{ content: string }> {
  const known = (await backgroundProcesses(context)).map((process) => `${process.id} (${process.command})`);
  const list = known.length > 0 ? `Background processes of this run: ${known.join(", ")}.` : "No background process was started in this run.";
  return { content: `There is no background process ${id}. ${list} (Processes end when a task is interrupted and resumed.)` };
}

export const runCommandTool = defineTool({
  description:
    "Run a shell command in the workspace and wait for it to end; you get its exit code and output (long output keeps its head and tail). Run scripts and tests, look at data (head, wc, ls) and print metrics with it. The sandbox has no network: nothing can be installed or downloaded. For runs longer than a few minutes use start_background.",
  input: commandInput,
  async execute({ command }, context) {
    const process = await startProcess(context, command, { background: false });
    await process.done;
    return { content: describeProcess(process) };
  },
});

export const startBackgroundTool = defineTool({
  description:
    "Start a long command (a training run) in the background and get its process id at once. Check on it with inspect_process (which can wait for it) and stop it with kill_process.",
  input: commandInput,
  async execute({ command }, context) {
    const process = await startProcess(context, command, { background: true });
    return {
      content: `Started process ${process.id} in the background: ${command}\nCheck on it with inspect_process (process_id "${process.id}"), stop it with kill_process.`,
    };
  },
});

export const inspectProcessTool = defineTool({
  description:
    "See how a background process stands: running or its exit code, and its output so far (head and tail). With wait_seconds it first waits up to that long for the process to end.",
  input: processInput.extend({
    wait_seconds: z.number().int().min(0).max(MAX_WAIT_SECONDS).optional().describe(`Wait up to this many seconds (at most ${MAX_WAIT_SECONDS}) for it to end first.`),
  }),
  async execute({ process_id: id, wait_seconds: wait }, context) {
    const process = await backgroundProcess(context, id);
    if (!process) return unknownProcess(context, id);
    if (!process.result && wait) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, wait * 1000);
        context.signal.addEventListener("abort", () => resolve(), { once: true });
      });
      await Promise.race([process.done, waited]);
      clearTimeout(timer);
    }
    return { content: describeProcess(process) };
  },
});

export const killProcessTool = defineTool({
  description: "Stop a background process (and everything it started).",
  input: processInput,
  async execute({ process_id: id }, context) {
    const process = await backgroundProcess(context, id);
    if (!process) return unknownProcess(context, id);
    if (!process.result) await process.stop();
    return { content: describeProcess(process) };
  },
});
