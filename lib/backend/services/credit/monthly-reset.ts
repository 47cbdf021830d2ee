import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creditAccounts } from "../../db/schema";
import type { Logger } from "../../logger";
import type { ScheduledJob } from "../../task-runtime/scheduled-job";
import { nextPeriod, startPeriod } from "./periods";

/**
 * The monthly reset (spec §9) as a scheduled job: every CREDIT_RESET_CRON, accounts whose reset date has
 * come start their next period (periods.ts). Each account resets in its own transaction under its row lock, and
 * its ledger key names the period it ends, so overlapping runs or several workers reset an account once.
 */
export const CREDIT_RESET_QUEUE = "credit-reset";
const BATCH = 200;

const isDue = lte(creditAccounts.resetDate, sql`now()`);

/** Resets every due account; answers how many were reset. */
export async function resetDueAccounts(db: Database): Promise<number> {
  let reset = 0;
  for (;;) {
    const due = await db.select({ id: creditAccounts.id }).from(creditAccounts).where(isDue).limit(BATCH);
    let resetNow = 0;
    for (const { id } of due) {
      const started = await db.transaction(async (tx) => {
        // Still due once locked: another run may have reset it meanwhile (its next period would be a new key).
        const [account] = await tx.select().from(creditAccounts).where(and(eq(creditAccounts.id, id), isDue)).for("update");
        return account ? (await startPeriod(tx, id, nextPeriod(account))).started : false;
      });
      if (started) resetNow += 1;
    }
    reset += resetNow;
    // A short batch was the last; a batch that reset nothing would only come back the same.
    if (due.length < BATCH || resetNow === 0) return reset;
  }
}

/** The reset as the worker processes schedule it (task-runtime/scheduled-job.ts). */
export function creditResetJob(db: Database, cron: string, log: Logger): ScheduledJob {
  return {
    queue: CREDIT_RESET_QUEUE,
    cron,
    async run() {
      const reset = await resetDueAccounts(db);
      if (reset > 0) log.info({ reset }, "credit periods reset");
    },
  };
}
