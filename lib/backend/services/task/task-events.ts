import "server-only";
import { setTimeout } from "node:timers/promises";
import type { SessionEventPayload } from "@/lib/contract/entities/chat";
import type { Task } from "@/lib/contract/entities/task";
import type { Database } from "../../db/client";
import type { EventChannel, EventProducer } from "../../event-channel";
import { getTask } from "./get-task";

/**
 * GET /task/events/{taskId} (the contract's answer to spec §7's "per-event-id task event subscriptions: transport
 * not shown"): an `update` event whenever the task has new steps or a new status, carrying only the new steps, the
 * same fields the 1 s poll returns. Read every `intervalMs` on the server (the task row and the steps after the
 * last one sent), so a page can hold one stream instead of polling; the stream ends after the update that reports
 * the task's end. The first read happens before the stream opens, so a stranger gets a plain 404 envelope.
 */
export async function openTaskEvents(db: Database, userId: string, taskId: string): Promise<EventProducer> {
  const first = await getTask(db, userId, taskId);
  return (channel) => streamTaskEvents(db, userId, taskId, first, channel);
}

async function streamTaskEvents(db: Database, userId: string, taskId: string, first: Task, channel: EventChannel, intervalMs = 1000): Promise<void> {
  let task = first;
  let after: number | undefined;
  let lastStatus: string | undefined;
  for (;;) {
    const steps = task.steps ?? [];
    if (steps.length > 0 || task.status !== lastStatus) {
      const lastId = steps.at(-1)?.id;
      const payload = { steps, status: task.status, firstIsNull: task.firstIsNull, errorCode: task.errorCode ?? null } satisfies SessionEventPayload;
      channel.send("update", JSON.stringify(payload), lastId == null ? undefined : String(lastId));
      if (lastId != null) after = Number(lastId);
      lastStatus = task.status;
    }
    if (task.status !== "processing" || channel.signal.aborted) return;
    // Rejects when the reader leaves, which ends the stream.
    await setTimeout(intervalMs, undefined, { signal: channel.signal });
    task = await getTask(db, userId, taskId, after);
  }
}
