import "server-only";
import type { BackendDeps } from "../../deps";
import { endTask } from "../../task-runtime/task-lease";
import { TaskErrorCode } from "../../task-runtime/task-errors";
import { ownedTask } from "./get-task";

/**
 * POST /task/cancel/{id}: ends the task as terminated by the user (errorCode "1", spec §4) and stops its run: at
 * once when it runs in this process, within a second elsewhere (its lease renewal fails). Cancelling a task that
 * already ended is not an error: the user's intent (it is not running) holds.
 */
export async function cancelTask(deps: Pick<BackendDeps, "db" | "taskQueue">, userId: string, taskId: string): Promise<void> {
  await ownedTask(deps.db, userId, taskId);
  const ended = await endTask(deps.db, taskId, null, { status: "error", errorCode: TaskErrorCode.terminatedByUser, errorInfo: null }, userId);
  if (ended) deps.taskQueue.stopLocal(taskId);
}
