import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { chatMessages } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import type { Logger } from "../../logger";

/**
 * A chat reply is stored "processing" when its turn starts and settled by the process streaming it. A process
 * that dies mid-stream (kill -9, out of memory, power) settles nothing, and the page would wait on that turn for
 * ever. Replies still processing CHAT_REPLY_STALE_SECONDS after they started are marked as failed, as a reader
 * leaving marks them; a live reply that outlasts the limit is mislabelled only until it finishes, which stores it.
 */
type SweepDeps = Pick<BackendDeps, "db" | "now" | "config">;

export async function settleInterruptedReplies(deps: SweepDeps): Promise<number> {
  const now = deps.now();
  const startedBefore = new Date(now.getTime() - deps.config.CHAT_REPLY_STALE_SECONDS * 1000);
  const settled = await deps.db
    .update(chatMessages)
    .set({ status: "error", updatedAt: now })
    .where(and(eq(chatMessages.type, "chat"), eq(chatMessages.status, "processing"), lt(chatMessages.updatedAt, startedBefore)))
    .returning({ id: chatMessages.id });
  return settled.length;
}

/** Sweeps at start and then twice per stale period; `stop` ends it (the backend's close). */
export function watchInterruptedReplies(deps: SweepDeps, log: Logger): { stop(): void } {
  const sweep = () =>
    settleInterruptedReplies(deps).then(
      (count) => {
        if (count > 0) log.warn({ count }, "chat replies cut by a stopped process marked as failed");
      },
      (error: unknown) => log.warn({ err: error }, "chat reply sweep failed"),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), (deps.config.CHAT_REPLY_STALE_SECONDS * 1000) / 2);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
