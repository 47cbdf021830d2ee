import "server-only";
import { APICallError, RetryError } from "ai";
import { ContractError } from "@/lib/contract";
import { formatCredits } from "../services/credit/charging";
import type { TaskEnd } from "./task-lease";

/**
 * How a run that did not finish is reported (spec §3 Task: errorCode, errorInfo). "1" is the user's terminate
 * (spec §4); our own codes are words, which every client shows as 'Task failed' with the errorInfo.
 */
export const TaskErrorCode = {
  terminatedByUser: "1",
  interrupted: "interrupted",
  timeLimit: "time_limit",
  stepLimit: "step_limit",
  spendCap: "spend_cap",
  modelNotConfigured: "model_not_configured",
  modelFailed: "model_failed",
  unknownAgent: "unknown_agent",
  sandboxUnavailable: "sandbox_unavailable",
  agentFailed: "agent_failed",
} as const;

export const MAX_TASK_ATTEMPTS = 3;

export class TaskLimitError extends Error {
  constructor(
    readonly code: typeof TaskErrorCode.timeLimit | typeof TaskErrorCode.stepLimit | typeof TaskErrorCode.spendCap,
    message: string,
  ) {
    super(message);
    this.name = "TaskLimitError";
  }
}

export function timeLimitError(maxSeconds: number): TaskLimitError {
  return new TaskLimitError(TaskErrorCode.timeLimit, `The task reached its time limit of ${formatDuration(maxSeconds)} and was stopped.`);
}

export function stepLimitError(maxSteps: number): TaskLimitError {
  return new TaskLimitError(TaskErrorCode.stepLimit, `The task reached its limit of ${maxSteps} steps and was stopped.`);
}

/** The task's spend cap (CREDIT_TASK_CAP, or the lower one it was started with) was reached. */
export function spendCapError(cap: number): TaskLimitError {
  return new TaskLimitError(TaskErrorCode.spendCap, `The task reached its spend cap of ${formatCredits(cap)} credits and was stopped.`);
}

export const interruptedEnd: TaskEnd = {
  status: "error",
  errorCode: TaskErrorCode.interrupted,
  errorInfo: `The task was interrupted ${MAX_TASK_ATTEMPTS} times (the server restarted or its worker stopped while it ran) and has been stopped.`,
};

/** The end a failed run gets; messages are for the researcher, so no stack traces and no provider internals. */
export function failedEnd(error: unknown): TaskEnd {
  if (error instanceof TaskLimitError) return { status: "error", errorCode: error.code, errorInfo: error.message };
  if (error instanceof ContractError) return { status: "error", errorCode: TaskErrorCode.modelNotConfigured, errorInfo: error.message };
  const cause = error instanceof RetryError ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ? ` (HTTP ${cause.statusCode})` : "";
    return { status: "error", errorCode: TaskErrorCode.modelFailed, errorInfo: `The language model could not be reached or refused the request${status}.` };
  }
  return { status: "error", errorCode: TaskErrorCode.agentFailed, errorInfo: "The agent stopped on an unexpected error." };
}

function formatDuration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
