import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction, Transaction } from "../../db/client";
import { creditAccounts, creditLedger, type CreditEntryKind } from "../../db/schema";

/**
 * The one writer of credit balances. An entry and the balance it changes are written in the caller's
 * transaction, so a charge commits or rolls back with whatever it pays for (a task's status change, a chat turn);
 * the idempotency key makes each charge happen once however often it is retried or raced.
 */
export type LedgerEntry = {
  accountId: string;
  /** Who the entry is for (the member who ran the task on a lab account); null for account-wide entries. */
  userId?: string | null;
  taskId?: string | null;
  kind: CreditEntryKind;
  /** Signed credits: spending is negative. Kept to 4 decimals (the column's scale). */
  amount: number;
  idempotencyKey: string;
  agentName?: string | null;
  /** The history row's "task": the task's query or the chat message. */
  description?: string | null;
};

/** Credits to the column's 4 decimals, without the binary float's tail (49.7 - 0.1 = 49.6, not 49.600000000000001). */
export const roundCredits = (amount: number): number => Math.round(amount * 10_000) / 10_000;

/** Credits as the numeric column takes them: a fixed 4-decimal string, so no binary float reaches the sum. */
export const creditString = (amount: number): string => roundCredits(amount).toFixed(4);

/**
 * Posts an entry unless one with its key exists (then nothing changes and `posted` is false). Grants also raise
 * the period's total (what "used" is counted against); resets set it themselves (monthly-reset.ts).
 */
export async function postEntry(tx: Transaction, entry: LedgerEntry): Promise<{ posted: boolean }> {
  const amount = creditString(entry.amount);
  const inserted = await tx
    .insert(creditLedger)
    .values({
      accountId: entry.accountId,
      userId: entry.userId ?? null,
      taskId: entry.taskId ?? null,
      kind: entry.kind,
      amount: sql`${amount}::numeric`,
      idempotencyKey: entry.idempotencyKey,
      agentName: entry.agentName ?? null,
      description: entry.description ?? null,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return { posted: false };
  const periodRaise = entry.kind === "grant" ? sql`${amount}::numeric` : sql`0`;
  await tx
    .update(creditAccounts)
    .set({
      balance: sql`${creditAccounts.balance} + ${amount}::numeric`,
      periodCredit: sql`${creditAccounts.periodCredit} + ${periodRaise}`,
      updatedAt: sql`now()`,
    })
    .where(eq(creditAccounts.id, entry.accountId));
  return { posted: true };
}

export async function balanceOf(db: DatabaseOrTransaction, accountId: string): Promise<number> {
  const [row] = await db.select({ balance: creditAccounts.balance }).from(creditAccounts).where(eq(creditAccounts.id, accountId));
  return row?.balance ?? 0;
}

/** The ledger's own sum for an account: what `balance` caches (tests and audits compare the two exactly). */
export async function ledgerSum(db: DatabaseOrTransaction, accountId: string): Promise<string> {
  const result = await db.execute<{ total: string }>(
    sql`select coalesce(sum(${creditLedger.amount}), 0)::numeric(16, 4)::text as total from ${creditLedger} where ${creditLedger.accountId} = ${accountId}`,
  );
  return result.rows[0]?.total ?? "0.0000";
}
