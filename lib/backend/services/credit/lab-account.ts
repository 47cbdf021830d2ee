import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { creditAccounts, type CreditAccountRow, labMembers } from "../../db/schema";

/**
 * A shared lab (spec §1): an account of kind 'lab' owned by the user who bought the Ultra plan. Its owner is a member
 * of it too (accounts.ts), so the owner's and the labmates' tasks all draw on it.
 */
export type LabMembership = { account: CreditAccountRow; isOwner: boolean };

/** The lab the user draws on, if any, and whether they own it. */
export async function labMembershipOf(tx: Transaction, userId: string): Promise<LabMembership | undefined> {
  const [row] = await tx
    .select({ account: creditAccounts })
    .from(labMembers)
    .innerJoin(creditAccounts, eq(creditAccounts.id, labMembers.accountId))
    .where(eq(labMembers.userId, userId));
  return row && { account: row.account, isOwner: row.account.ownerUserId === userId };
}

/** The user's own lab account, made (empty, free until a plan starts on it) when missing. */
export async function ownedLabAccount(tx: Transaction, userId: string): Promise<CreditAccountRow> {
  await tx
    .insert(creditAccounts)
    .values({ kind: "lab", ownerUserId: userId, plan: "free", resetDate: sql`now() + interval '1 month'` })
    .onConflictDoNothing({ target: [creditAccounts.ownerUserId, creditAccounts.kind] });
  const row = await findOwnedLabAccount(tx, userId);
  if (!row) throw new Error(`lab account of user ${userId} vanished`);
  return row;
}

export async function findOwnedLabAccount(tx: Transaction, userId: string): Promise<CreditAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(creditAccounts)
    .where(and(eq(creditAccounts.ownerUserId, userId), eq(creditAccounts.kind, "lab")));
  return row;
}

/** Makes the user draw on this lab from now on (one lab at a time: a former membership is replaced). */
export async function joinLab(tx: Transaction, userId: string, accountId: string): Promise<void> {
  await tx
    .insert(labMembers)
    .values({ userId, accountId })
    .onConflictDoUpdate({ target: labMembers.userId, set: { accountId, joinedAt: sql`now()` } });
}

/** The lab stops sharing: its members, its owner included, draw on their own accounts again (its balance stays). */
export async function dissolveLab(tx: Transaction, accountId: string): Promise<void> {
  await tx.delete(labMembers).where(eq(labMembers.accountId, accountId));
}

/** The user stops drawing on a lab someone else owns (a plan of their own starts); their own lab keeps them. */
export async function leaveOthersLab(tx: Transaction, userId: string): Promise<void> {
  const membership = await labMembershipOf(tx, userId);
  if (membership && !membership.isOwner) await tx.delete(labMembers).where(eq(labMembers.userId, userId));
}
