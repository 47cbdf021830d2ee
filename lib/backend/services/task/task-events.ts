import "server-only";
import { setTimeout } from "node:timers/promises";
import type { SessionEventPayload } from "@/lib/contract/entities/chat";
import type { Task } from "@/lib/contract/entities/task";
import type { EventChannel, EventProducer } from "../../event-channel";

/**
 * GET /task/events/{taskId} (the contract's answer to spec §7's "per-event-id task event subscriptions: transport
 * not shown"): an `update` event whenever the task has new steps or a new status, carrying only the new steps, the
 * same fields the 1 s poll returns. Read every `intervalMs` on the server (the task row and the steps after the
 * last one sent), so a page can hold one stream instead of polling; the stream ends after the update that reports
 * the task's end. The first read happens before the stream opens, so a stranger gets a plain 404 envelope.
 * `read` is get_task for this caller (steps after `after`), access check included: it runs on every read, so a
 * visitor's stream ends with an error once the owner revokes the share.
 */
export type ReadTask = (after?: number) => Promise<Task>;

export async function openTaskEvents(read: ReadTask): Promise<EventProducer> {
  const first = await read();
  return (channel) => streamTaskEvents(read, first, channel);
}

async function streamTaskEvents(read: ReadTask, first: Task, channel: EventChannel, intervalMs = 1000): Promise<void> {
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
    task = await read(after);
  }
}
