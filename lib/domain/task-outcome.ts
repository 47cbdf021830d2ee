/**
 * What the finish tools' results mean (spec §4 "Task states"): a tool result named implement_success, finish_task or
 * ask_for_user_clarification marks the agent done; implement_success also marks success, finish_task the 'Finish
 * Task' variant; implement_failed ends the wait for progress. The finish text (the final report) comes from
 * finish_proposal, finish_task or finish_deep_search.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import type { TaskProgress } from "./task-progress";
import { stepMessages } from "./trajectory-steps";

export const FinishTool = {
  deepSearch: "finish_deep_search",
  proposal: "finish_proposal",
  task: "finish_task",
  implementSuccess: "implement_success",
  implementFailed: "implement_failed",
  clarification: "ask_for_user_clarification",
} as const;

const doneTools: readonly string[] = [FinishTool.implementSuccess, FinishTool.task, FinishTool.clarification];
/** Tools whose result is the final report in Markdown. */
const reportTools: readonly string[] = [FinishTool.proposal, FinishTool.task, FinishTool.deepSearch];
/** Tools whose result ends the run one way or another. */
export const endingTools: readonly string[] = [...Object.values(FinishTool)];

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
      success: next.success || is(FinishTool.implementSuccess),
      finishTaskVariant: next.finishTaskVariant || is(FinishTool.task),
      waitEnded: next.waitEnded || is(FinishTool.implementFailed),
      finishText: reportTools.some(is) && content.trim() !== "" ? content : next.finishText,
      clarification: is(FinishTool.clarification) && content.trim() !== "" ? content : next.clarification,
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
