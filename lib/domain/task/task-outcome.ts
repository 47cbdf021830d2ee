/**
 * What the finish tools' results mean (spec §4 "Task states"): a tool result named implement_success, finish_task or
 * ask_for_user_clarification marks the agent done; implement_success also marks success, finish_task the 'Finish
 * Task' variant; implement_failed ends the wait for progress. The finish text (the final report) comes from
 * finish_proposal, finish_task or finish_deep_search.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import { ToolName } from "@/lib/contract/tool-names";
import type { TaskProgress } from "./task-progress";
import { stepMessages } from "./trajectory-steps";

const doneTools: readonly string[] = [ToolName.implementSuccess, ToolName.finishTask, ToolName.clarification];
/** Tools whose result is the final report in Markdown. */
export const reportTools: readonly string[] = [ToolName.finishProposal, ToolName.finishTask, ToolName.finishDeepSearch];
/** Tools whose result ends the run one way or another. */
export const endingTools: readonly string[] = [...reportTools, ToolName.implementSuccess, ToolName.implementFailed, ToolName.clarification];

export type TaskOutcome = {
  done: boolean;
  success: boolean;
  finishTaskVariant: boolean;
  waitEnded: boolean;
  /** The last final report, when a report tool has answered. */
  finishText: string | undefined;
  /** The last question the agent asked the user. */
  clarification: string | undefined;
};

export const noOutcome: TaskOutcome = {
  done: false,
  success: false,
  finishTaskVariant: false,
  waitEnded: false,
  finishText: undefined,
  clarification: undefined,
};

/** Folds the tool results of further steps into an outcome; `taskOutcome` folds them all from nothing. */
export function addToOutcome(outcome: TaskOutcome, steps: readonly TaskStep[]): TaskOutcome {
  let next = outcome;
  for (const { message, stepName } of stepMessages(steps)) {
    if (message.role !== "tool") continue;
    // Spec §3: the step itself may be the one named for the tool.
    const names = [message.name, stepName];
    const is = (tool: string) => names.includes(tool);
    const content = message.content ?? "";
    next = {
      done: next.done || doneTools.some(is),
      success: next.success || is(ToolName.implementSuccess),
      finishTaskVariant: next.finishTaskVariant || is(ToolName.finishTask),
      waitEnded: next.waitEnded || is(ToolName.implementFailed),
      finishText: reportTools.some(is) && content.trim() !== "" ? content : next.finishText,
      clarification: is(ToolName.clarification) && content.trim() !== "" ? content : next.clarification,
    };
  }
  return next;
}

export function taskOutcome(steps: readonly TaskStep[]): TaskOutcome {
  return addToOutcome(noOutcome, steps);
}

/** Whether nothing more will come: the task ended, or an agent's finish tool already said it is done. */
export function isTaskOver(progress: Pick<TaskProgress, "status">, outcome: Pick<TaskOutcome, "done" | "waitEnded">): boolean {
  return progress.status !== "processing" || outcome.done || outcome.waitEnded;
}
