import "server-only";
import { and, eq } from "drizzle-orm";
import { tasks } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import { endTask } from "../../tasks/task-lease";
import { TaskErrorCode } from "../../tasks/task-errors";

/**
 * POST /task/cancel/{id}: ends the task as terminated by the user (errorCode "1", spec §4) and stops its run: at
 * once when it runs in this process, within a second elsewhere (its lease renewal fails). Cancelling a task that
 * already ended is not an error: the user's intent (it is not running) holds.
 */
export async function cancelTask(deps: Pick<BackendDeps, "db" | "taskQueue">, userId: string, taskId: string): Promise<void> {
  const [task] = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)))
    .limit(1);
  if (!task) throw ApiError.notFound("Task not found");
  const ended = await endTask(deps.db, taskId, null, { status: "error", errorCode: TaskErrorCode.terminatedByUser, errorInfo: null }, userId);
  if (ended) deps.taskQueue.stopLocal(taskId);
}
