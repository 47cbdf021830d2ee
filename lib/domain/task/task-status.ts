/**
 * What a task's poll answers mean for the chat column (spec §4 "Task states", §8 task messages): merging the steps
 * each poll adds, the status its task message shows, the toasts its end raises, and where an agent's clarification
 * goes in the thread (what it asks is read by task-outcome.ts). Pure; the task poller and the session apply them.
 */
import type { AgentId } from "@/lib/contract/agents";
import type { Task, TaskStep } from "@/lib/contract/entities/task";
import type { LogicMessage, ThreadMessage, ThreadTaskStatus } from "@/lib/domain/chat/chat-thread";
import { isTerminatedByUser, type TaskProgress } from "./task-progress";

/** Spec §8 "Task: …", verbatim. */
export const TaskEndMessage = {
  terminated: "Task terminated",
  failed: "Task failed",
  stopped: "This task has been stopped.",
} as const;

/** Spec §4 "Chat flow": after a clarification the Deep Survey mention is selected for the answer. */
export const CLARIFICATION_AGENT: AgentId = "deepSurvey";

/** Upstreams send errorCode as a number or a string; "1" and "2" are compared as text everywhere else. */
export function normaliseErrorCode(code: Task["errorCode"]): string | null {
  if (code === null || code === undefined) return null;
  const text = String(code).trim();
  return text === "" ? null : text;
}

function stepKey(step: TaskStep): string {
  // A step without an id (some upstreams) is recognised by what it says instead.
  return step.id === null || step.id === undefined ? `content:${step.name ?? ""}:${step.content}` : `id:${String(step.id)}`;
}

/** The steps of `incoming` not in `known`, in the order they came, each once. */
export function newSteps(known: readonly TaskStep[], incoming: readonly TaskStep[]): TaskStep[] {
  const seen = new Set(known.map(stepKey));
  const added: TaskStep[] = [];
  for (const step of incoming) {
    const key = stepKey(step);
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(step);
  }
  return added;
}

/** The `after` cursor of the next poll: the id of the last step held that has one. */
export function stepCursor(steps: readonly TaskStep[]): string | undefined {
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const id = steps[index]?.id;
    if (id !== null && id !== undefined) return String(id);
  }
  return undefined;
}

/**
 * The task message's status for what the poll says. Once the user has terminated the task it stays terminated
 * while the last steps come in, and whatever error ends it is theirs; a finish that raced the cancel still wins.
 */
export function threadTaskStatus(progress: Pick<TaskProgress, "status" | "errorCode">, terminatedHere = false): ThreadTaskStatus {
  switch (progress.status) {
    case "processing":
      return terminatedHere ? "terminated" : "processing";
    case "finish":
      return "finish";
    case "error":
      return terminatedHere || isTerminatedByUser(progress) ? "terminated" : "error";
  }
}

export type TaskToast = { level: "info" | "warning" | "error"; message: string };

/** Spec §8: what an ended task tells the user. A finished task says nothing; its message shows it. */
export function taskEndToasts(progress: Pick<TaskProgress, "status" | "errorCode" | "errorInfo">, terminatedHere = false): TaskToast[] {
  if (progress.status !== "error") return [];
  const toasts: TaskToast[] = [
    terminatedHere || isTerminatedByUser(progress)
      ? { level: "info", message: TaskEndMessage.terminated }
      : { level: "error", message: TaskEndMessage.failed },
  ];
  if (progress.errorInfo?.trim()) toasts.push({ level: "warning", message: TaskEndMessage.stopped });
  return toasts;
}

/** The task's block in the thread: its message and the logic messages right after it, as [start, end). */
function taskBlock(thread: readonly ThreadMessage[], taskId: string): { start: number; end: number } | undefined {
  const start = thread.findIndex((message) => message.messageType === "Task" && message.taskId === taskId);
  if (start < 0) return undefined;
  let end = start + 1;
  while (thread[end]?.messageType === "Logic") end += 1;
  return { start, end };
}

/** The thread with the task's message showing `status`; the same array when nothing changes. */
export function withTaskStatus(thread: readonly ThreadMessage[], taskId: string, status: ThreadTaskStatus): readonly ThreadMessage[] {
  const index = thread.findIndex((message) => message.messageType === "Task" && message.taskId === taskId);
  const message = thread[index];
  if (message?.messageType !== "Task" || message.status === status) return thread;
  return thread.with(index, { ...message, status });
}

/**
 * The thread with the agent's clarification as a logic message after its task (spec §4 "Chat flow"). Once only:
 * a logic message there with the same text (stored history, or shown before) counts.
 */
export function withClarification(thread: readonly ThreadMessage[], taskId: string, text: string, id: string): readonly ThreadMessage[] {
  const block = taskBlock(thread, taskId);
  if (!block) return thread;
  const shown = thread.slice(block.start + 1, block.end).some((message) => message.messageType === "Logic" && (message.id === id || message.text === text));
  if (shown) return thread;
  const logic: LogicMessage = { id, messageType: "Logic", isMachine: true, text };
  return [...thread.slice(0, block.end), logic, ...thread.slice(block.end)];
}

/** Nothing but the task's own logic messages comes after it: what it said is the last word. */
export function taskEndsThread(thread: readonly ThreadMessage[], taskId: string): boolean {
  return taskBlock(thread, taskId)?.end === thread.length;
}
