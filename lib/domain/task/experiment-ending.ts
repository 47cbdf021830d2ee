/**
 * How an Auto Experiment run ended (spec §8): terminated by the user (errorCode 1 or 2), or by its last finish
 * tool: implement_success is 'Finish exp excution!', implement_failed (or a run that errored otherwise) 'Exp
 * excution failed!'. The misspelling is the spec's.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import { ToolName } from "@/lib/contract/tool-names";
import type { TaskProgress } from "./task-progress";
import { stepMessages } from "./trajectory-steps";

export type ExperimentEnding = "running" | "success" | "failed" | "terminated";

export const ExperimentEndMessage = {
  success: "Finish exp excution!",
  failed: "Exp excution failed!",
  terminated: "Task terminated",
} as const;

const endingTools: readonly string[] = [ToolName.implementSuccess, ToolName.implementFailed];

/** The name of the last implement_success / implement_failed result, if any. */
function lastEndingTool(steps: readonly TaskStep[]): string | undefined {
  let last: string | undefined;
  for (const { message, stepName } of stepMessages(steps)) {
    if (message.role !== "tool") continue;
    const name = [message.name, stepName].find((candidate) => candidate != null && endingTools.includes(candidate));
    if (name) last = name;
  }
  return last;
}

export function experimentEnding(progress: Pick<TaskProgress, "status" | "errorCode" | "steps">): ExperimentEnding {
  if (progress.errorCode === "1" || progress.errorCode === "2") return "terminated";
  const tool = lastEndingTool(progress.steps);
  if (tool === ToolName.implementSuccess) return "success";
  if (tool === ToolName.implementFailed || progress.status === "error") return "failed";
  return "running";
}
