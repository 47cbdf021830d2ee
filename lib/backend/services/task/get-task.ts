import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import type { Task } from "@/lib/contract/entities/task";
import type { Database } from "../../db/client";
import { tasks, taskSteps } from "../../db/schema";
import type { ReadableTask } from "../share/session-access";

/**
 * GET /task/get_task, for a task the caller may read (services/share/session-access.ts). `after` (ours, beyond
 * the contract) is the id of the last step the caller already has: only newer steps are sent, so polling a long
 * task every second stays small. Step ids are their sequence numbers. The task row is read before its steps (the
 * access check reads it): a step is stored before a task ends, so an answer saying finish or error always carries
 * the last steps too. `creditUsed` is what the task has cost so far (final once it ended), and the owner's alone:
 * a shared session's visitor gets null.
 */
export async function getTask(db: Database, { task, visitType }: ReadableTask, after?: number): Promise<Task> {
  const steps = await db
    .select({ seq: taskSteps.seq, name: taskSteps.name, content: taskSteps.content, createdAt: taskSteps.createdAt })
    .from(taskSteps)
    .where(and(eq(taskSteps.taskId, task.id), after === undefined ? undefined : gt(taskSteps.seq, after)))
    .orderBy(asc(taskSteps.seq));
  return {
    taskId: task.id,
    status: task.status,
    steps: steps.map((step) => ({ id: String(step.seq), name: step.name, content: step.content, createdAt: step.createdAt.getTime() })),
    errorInfo: task.errorInfo,
    errorCode: task.errorCode,
    firstIsNull: task.stepCount === 0,
    hasPreData: task.hasPreData,
    agentName: task.agentName,
    fileIds: task.fileIds,
    creditUsed: visitType === "owner" ? task.creditUsed : null,
  };
}

/** The task when `userId` owns it; someone else's answers like a missing one (404). */
export async function ownedTask(db: Database, userId: string, taskId: string) {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .limit(1);
  if (!task) throw ContractError.notFound("Task not found");
  return task;
}

/** The `after` cursor: a step id (a non-negative whole number), or a 400 naming the parameter. */
export function parseStepCursor(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,9}$/.test(value)) throw ContractError.badRequest("after must be the id of a step (a non-negative whole number)");
  return Number(value);
}
