import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Database } from "../../db/client";
import { creditAccounts } from "../../db/schema";
import type { Logger } from "../../logger";
import { nextPeriod, startPeriod } from "./periods";

/**
 * The monthly reset (spec §9) as a pg-boss scheduled job: every CREDIT_RESET_CRON, accounts whose reset date has
 * come start their next period (periods.ts). Each account resets in its own transaction under its row lock, and
 * its ledger key names the period it ends, so overlapping runs or several workers reset an account once.
 */
const RESET_QUEUE = "credit-reset";
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

/** Schedules the reset on the task queue's pg-boss (worker processes only: they run pg-boss's cron). */
export async function scheduleMonthlyReset(boss: PgBoss, db: Database, cron: string, log: Logger): Promise<void> {
  if (!(await boss.getQueue(RESET_QUEUE))) {
    await boss.createQueue(RESET_QUEUE, { name: RESET_QUEUE, policy: "singleton" }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(RESET_QUEUE))) throw error;
    });
  }
  await boss.schedule(RESET_QUEUE, cron);
  await boss.work(RESET_QUEUE, async () => {
    const reset = await resetDueAccounts(db);
    if (reset > 0) log.info({ reset }, "credit periods reset");
  });
}
