import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PlanLevel } from "@/lib/contract/constants";
import type { DatabaseOrTransaction, Transaction } from "../../db/client";
import { creditAccounts, type CreditAccountRow } from "../../db/schema";
import { personalAccount } from "./accounts";
import { dissolveLab, findOwnedLabAccount, joinLab, leaveOthersLab, ownedLabAccount } from "./lab-account";
import { startPeriod } from "./periods";

/**
 * Plan changes, shared by the Stripe webhook and the operators' `npm run admin`. Pro lives on the buyer's personal
 * account; Ultra (lab) on a lab account the buyer owns and draws on, which labmates can join (spec §1).
 */
export type PaidPlan = Exclude<PlanLevel, "free">;

/** The account a plan of this level lives on for the user (made when missing). */
export function accountForPlan(tx: Transaction, userId: string, plan: PaidPlan): Promise<CreditAccountRow> {
  return plan === "lab" ? ownedLabAccount(tx, userId) : personalAccount(tx, userId);
}

/** Whether the plan already runs and renews for the user: buying it again would pay for it twice. */
export async function hasActivePlan(db: DatabaseOrTransaction, userId: string, plan: PaidPlan): Promise<boolean> {
  const [row] = await db
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(
      and(
        eq(creditAccounts.ownerUserId, userId),
        eq(creditAccounts.kind, plan === "lab" ? "lab" : "personal"),
        eq(creditAccounts.plan, plan),
        eq(creditAccounts.subscriptionStatus, "active"),
      ),
    );
  return row !== undefined;
}

/**
 * Starts a paid period now (periods.ts): the plan, active, its balance reset to the plan's monthly credits and its
 * next reset a month away, once per `periodKey` (a payment event's id, so a redelivered event changes nothing).
 * A payment names the Stripe subscription that pays from now on; an operator's plan leaves the stored one as it is,
 * so unsubscribing still stops a subscription the user pays.
 */
export async function startPlan(
  tx: Transaction,
  change: { userId: string; plan: PaidPlan; periodKey: string; stripeSubscriptionId?: string | null },
): Promise<CreditAccountRow> {
  const account = await accountForPlan(tx, change.userId, change.plan);
  await startPeriod(tx, account.id, { plan: change.plan, subscriptionStatus: "active", idempotencyKey: change.periodKey });
  if (change.stripeSubscriptionId !== undefined) {
    await tx.update(creditAccounts).set({ stripeSubscriptionId: change.stripeSubscriptionId }).where(eq(creditAccounts.id, account.id));
  }
  // The payer draws on the plan they paid for (or an operator gave them), not on a lab they had joined.
  if (change.plan === "lab") await joinLab(tx, change.userId, account.id);
  else await leaveOthersLab(tx, change.userId);
  return account;
}

/** A renewal paid: the plan stays on, un-canceled; its credits come back at the monthly reset, not here. */
export async function renewPlan(tx: Transaction, account: Pick<CreditAccountRow, "id">, plan: PaidPlan): Promise<void> {
  await tx
    .update(creditAccounts)
    .set({ plan, subscriptionStatus: "active", paidThrough: null, updatedAt: sql`now()` })
    .where(eq(creditAccounts.id, account.id));
}

/**
 * Marks the plan canceled: it runs to the reset date, or on to `paidThrough` when that is later (a yearly plan),
 * then the monthly reset drops the account to Free.
 */
export async function markCanceled(tx: Transaction, accountId: string, paidThrough: Date | null): Promise<void> {
  await tx.update(creditAccounts).set({ subscriptionStatus: "canceled", paidThrough, updatedAt: sql`now()` }).where(eq(creditAccounts.id, accountId));
}

/** Its Stripe subscription ended: canceled, and no subscription pays for it any more, so none of its late events apply. */
export async function endSubscription(tx: Transaction, accountId: string): Promise<void> {
  await markCanceled(tx, accountId, null);
  await tx.update(creditAccounts).set({ stripeSubscriptionId: null }).where(eq(creditAccounts.id, accountId));
}

/**
 * Free at once (an operator's set-plan free): the personal account and any lab the user owns go free, and that lab's
 * members, its owner included, draw on their own accounts again. Balances are left as they are.
 */
export async function endPlansNow(tx: Transaction, userId: string): Promise<void> {
  const accounts = [await personalAccount(tx, userId), await findOwnedLabAccount(tx, userId)].filter((account) => account !== undefined);
  for (const account of accounts) {
    await tx.update(creditAccounts).set({ plan: "free", subscriptionStatus: null, updatedAt: sql`now()` }).where(eq(creditAccounts.id, account.id));
    if (account.kind === "lab") await dissolveLab(tx, account.id);
  }
}
