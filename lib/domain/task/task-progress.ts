/**
 * A task as the session page knows it (spec §3 Task, §4 Task states): what the 1 s poll of GET /task/get_task has
 * delivered so far. The chat-session controller owns and updates these; the task message and the canvas panels
 * only read them and derive their views through the pure rules in lib/domain.
 */
import type { TaskStatus, TaskStep } from "@/lib/contract/entities/task";

export type TaskProgress = {
  taskId: string;
  /** The contract agent name ("Deep Search Agent"); canonicalAgent() resolves either name set. */
  agentName: string;
  status: TaskStatus;
  /** Every step received so far, in order, each once (the poll's `after` cursor only adds newer ones). */
  steps: readonly TaskStep[];
  /** "1" or "2": terminated by the user; anything else with status error: failed. */
  errorCode: string | null;
  errorInfo: string | null;
  /** The session had messages before this task (spec §4: the idea tip after a Deep Survey needs earlier data). */
  hasPreData: boolean;
  /** The files the task was given: a hand-off from it takes them on. */
  fileIds: readonly string[];
  /** At least one poll has answered. */
  loaded: boolean;
  /** The task was already over when the page first loaded it: everything shows at once, nothing streams. */
  finishedOnLoad: boolean;
  /** Credits the task has used so far, final once it ended; absent until the server reports a figure. */
  creditUsed?: number | null;
};

/** A canvas panel (spec §3 "Canvas panel": key, type, messages): one per task, keyed by its task id. */
export type CanvasPanelInput = {
  key: string;
  /** The agent name; the panel view is chosen by its canonical agent. */
  type: string;
  progress: TaskProgress;
};

export function isTerminatedByUser(progress: Pick<TaskProgress, "status" | "errorCode">): boolean {
  return progress.status === "error" && (progress.errorCode === "1" || progress.errorCode === "2");
}
