import "server-only";
import type { Database } from "../../db/client";
import { type SseChannel, sleep, sseResponse } from "../../http/sse";
import { ownedTask, readTask } from "./read-task";

/**
 * GET /task/events/{taskId} (the contract's answer to spec §7's "per-event-id task event subscriptions: transport
 * not shown"): an `update` event whenever the task has new steps or a new status, carrying only the new steps, the
 * same fields the 1 s poll returns. Checked every `intervalMs` on the server (one cheap cursor read per subscriber),
 * so a page can hold one stream instead of polling; the stream ends after the update that reports the task's end.
 */
/** Checks ownership before the stream opens, so a stranger gets a plain 404 envelope, not an event stream. */
export async function openTaskEvents(db: Database, userId: string, taskId: string, requestSignal: AbortSignal): Promise<Response> {
  await ownedTask(db, userId, taskId);
  return sseResponse((channel) => streamTaskEvents(db, userId, taskId, channel), { requestSignal });
}

async function streamTaskEvents(db: Database, userId: string, taskId: string, channel: SseChannel, intervalMs = 1000): Promise<void> {
  let after: number | undefined;
  let lastStatus: string | undefined;
  for (;;) {
    const task = await readTask(db, userId, taskId, after);
    const steps = task.steps ?? [];
    if (steps.length > 0 || task.status !== lastStatus) {
      const payload = { steps, status: task.status, firstIsNull: task.firstIsNull, errorCode: task.errorCode ?? null };
      channel.send("update", JSON.stringify(payload), steps.at(-1)?.id == null ? undefined : String(steps.at(-1)?.id));
      after = steps.length > 0 ? Number(steps.at(-1)?.id) : after;
      lastStatus = task.status;
    }
    if (task.status !== "processing" || channel.signal.aborted) return;
    await sleep(intervalMs, channel.signal);
    if (channel.signal.aborted) return;
  }
}
