import "server-only";
import { z } from "zod";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { defineTool, type ToolContext } from "../definition";
import { checkResults } from "./honest-results";
import { INSPECT_PROCESS_TOOL, KILL_PROCESS_TOOL, RUN_COMMAND_TOOL } from "./process-tools";
import { printedPart, stopBackgroundProcesses } from "./processes";
import { snapshotProject } from "./project-versions";

/**
 * implement_success and implement_failed (spec §4 "Task states": the UI tells success from failure by which of the
 * two ended the run). Both stop the background processes first, so their last output is stored before the final
 * result and the finish result stays the run's last step, then save the workspace as a final project version if it
 * changed since the last one. implement_success also holds the run to what it hands back: README.md and
 * requirements.txt, and a results table whose every number some command of the run printed.
 */
/** What a refused implement_success is stored as: the pages read a result named implement_success as the run's success. */
export const FINISH_REFUSED = "implement_success_refused";
const REQUIRED_FILES = ["README.md", "requirements.txt"] as const;
/** The tools whose answers carry command output; only what the commands printed counts, not our own lines. */
const OUTPUT_TOOLS = new Set([RUN_COMMAND_TOOL, INSPECT_PROCESS_TOOL, KILL_PROCESS_TOOL]);

function printedOutputs(trajectory: readonly TrajectoryMessage[]): string[] {
  return trajectory.flatMap((message) => (message.role === "tool" && OUTPUT_TOOLS.has(message.name) ? [printedPart(message.content ?? "")] : []));
}

/** Why the run may not finish as a success yet, or undefined when it may. */
async function notReadyBecause(context: ToolContext): Promise<string | undefined> {
  const sandbox = await context.sandbox();
  const present = new Set((await sandbox.listFiles()).filter((entry) => entry.type === "file").map((entry) => entry.path));
  const missing = REQUIRED_FILES.filter((name) => !present.has(name));
  if (missing.length > 0) {
    return `${missing.join(" and ")} missing from the workspace folder. Write README.md (what was done, a results table with the numbers your commands printed, and the exact commands to rerun) and requirements.txt.`;
  }
  const check = checkResults((await sandbox.readFile("README.md")).toString("utf8"), printedOutputs(context.trajectory()));
  if (!check.table) return "README.md has no results table: add a Markdown table of the metrics your commands printed.";
  if (check.unsupported.length > 0) {
    return `these numbers in README.md's results table were not printed by any command of this run: ${check.unsupported.join(", ")}. Report only numbers a command printed: run the evaluation that prints them, or correct the table.`;
  }
  return undefined;
}

async function finish(summary: string, context: ToolContext) {
  await stopBackgroundProcesses(context);
  const snapshot = await snapshotProject(context, { onlyIfChanged: true });
  return { content: summary, ends: "finish" as const, midOutput: snapshot?.midOutput, project: snapshot?.project };
}

export const implementSuccessTool = defineTool({
  description:
    "Finish: the experiment ran and README.md (results table with printed numbers, commands to rerun) and requirements.txt are written. Checks both files and that every number of the results table was printed by a command. Call it once, last.",
  input: z.object({ summary: z.string().min(1).describe("What was built, the results as printed, and how to rerun it, in Markdown.") }),
  async execute({ summary }, context) {
    const problem = await notReadyBecause(context);
    if (problem) return { content: `Not finished: ${problem} Then call implement_success again.`, storedAs: FINISH_REFUSED };
    return finish(summary, context);
  },
});

export const implementFailedTool = defineTool({
  description: "Finish: the experiment could not be made to work. Say what was tried, what failed and why. Call it once, last.",
  input: z.object({ summary: z.string().min(1).describe("What was tried, what failed and why, in Markdown.") }),
  execute: ({ summary }, context) => finish(summary, context),
});
