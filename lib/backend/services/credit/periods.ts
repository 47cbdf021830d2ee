import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { CANCELED_NEXT_MONTH_CREDITS, plans } from "@/lib/contract/constants";
import type { Transaction } from "../../db/client";
import { creditAccounts, tasks, type CreditAccountRow, type CreditPlan } from "../../db/schema";
import { lockedAccount } from "./accounts";
import { dissolveLab } from "./lab-account";
import { creditString, postEntry } from "./ledger";

/**
 * Credit periods (spec §9). A period's credits are a reset, not a top-up: at its start the balance becomes the
 * plan's allowance, whatever was left. Credits held by running tasks' reservations count as still there, so a
 * task's release after the reset lands the account at allowance minus that task's actual use, and a reset never
 * hands back what a running task already spent. The period total (used = total - balance) becomes the allowance.
 */
export type PeriodStart = {
  plan: CreditPlan;
  subscriptionStatus: "active" | "canceled" | null;
  /** Unique per period start: the ledger posts it once (`reset:<account>:<old reset date>`, a payment event id …). */
  idempotencyKey: string;
  /** Credits of the new period; the plan's allowance unless given (the canceled fall-back). */
  credits?: number;
  /** A canceled plan paid beyond this period's start (a yearly one): the period ends then, if within a month. */
  paidThrough?: Date;
};

/** Starts a period now, ending a month later (or when it is paid through): plan, status and reset date set, the balance reset. */
export async function startPeriod(tx: Transaction, accountId: string, start: PeriodStart): Promise<{ started: boolean }> {
  const account = await lockedAccount(tx, accountId);
  if (!account) throw new Error(`credit account ${accountId} not found`);
  const credits = start.credits ?? plans[start.plan].creditsPerMonth;
  const held = await heldByRunningTasks(tx, accountId);
  // Computed in SQL so the amount is exact: allowance - (balance + held).
  const [delta] = await tx
    .select({ amount: sql<string>`(${creditString(credits)}::numeric - ${creditAccounts.balance} - ${held}::numeric)::text` })
    .from(creditAccounts)
    .where(eq(creditAccounts.id, accountId));
  const { posted } = await postEntry(tx, { accountId, kind: "reset", amount: Number(delta?.amount ?? 0), idempotencyKey: start.idempotencyKey });
  if (!posted) return { started: false };
  await tx
    .update(creditAccounts)
    .set({
      plan: start.plan,
      subscriptionStatus: start.subscriptionStatus,
      periodCredit: credits,
      resetDate: start.paidThrough ? sql`least(now() + interval '1 month', ${start.paidThrough.toISOString()}::timestamptz)` : sql`now() + interval '1 month'`,
      paidThrough: start.paidThrough ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(creditAccounts.id, accountId));
  // Only the Ultra plan shares credits: a lab whose plan ended (canceled, then reset to free) sends its labmates back
  // to their own accounts, rather than have them share one free allowance.
  if (account.kind === "lab" && start.plan === "free") await dissolveLab(tx, accountId);
  return { started: true };
}

/**
 * The next period of an account whose reset date has come: same plan, or free with 50 after a cancel. A canceled
 * plan paid beyond the reset date (a yearly one) keeps its plan and monthly credits until the date it is paid through.
 */
export function nextPeriod(account: Pick<CreditAccountRow, "id" | "plan" | "subscriptionStatus" | "resetDate" | "paidThrough">): PeriodStart {
  const idempotencyKey = `reset:${account.id}:${account.resetDate.toISOString()}`;
  const { paidThrough } = account;
  if (account.subscriptionStatus === "canceled" && paidThrough && paidThrough > account.resetDate) {
    return { plan: account.plan, subscriptionStatus: "canceled", idempotencyKey, paidThrough };
  }
  if (account.subscriptionStatus === "canceled") {
    return { plan: "free", subscriptionStatus: null, idempotencyKey, credits: CANCELED_NEXT_MONTH_CREDITS };
  }
  return { plan: account.plan, subscriptionStatus: account.subscriptionStatus, idempotencyKey };
}

async function heldByRunningTasks(tx: Transaction, accountId: string): Promise<string> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${tasks.creditReserved}), 0)::text` })
    .from(tasks)
    .where(and(eq(tasks.creditAccountId, accountId), eq(tasks.status, "processing")));
  return row?.held ?? "0";
}
