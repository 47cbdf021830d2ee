/**
 * What replay mode plays (issue 21): the session's stored messages and each of its tasks in full (get_task without
 * `after`, so every step with its createdAt). A visitor's calls carry the page's shareId through the share scope.
 */
import type { Task } from "@/lib/contract/entities/task";
import { callApi } from "../api/call-api";
import type { ReplayRecording } from "./replay-timeline";
import { getTask } from "./task-calls";

export async function loadReplayRecording(chatSessionId: string): Promise<ReplayRecording> {
  const history = await callApi("chatSession.messageList", { query: { chatSessionId } });
  const taskIds = [...new Set(history.chatSessionMessages.flatMap((row) => (row.taskId == null ? [] : [String(row.taskId)])))];
  const read = await Promise.all(
    // A task that cannot be read replays as its message stored it (no steps); the rest of the session still plays.
    taskIds.map(async (taskId) => [taskId, await getTask({ taskId }).catch(() => undefined)] as const),
  );
  return { history, tasks: Object.fromEntries(read.filter((entry): entry is readonly [string, Task] => entry[1] !== undefined)) };
}
