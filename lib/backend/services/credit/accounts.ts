import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { plans } from "@/lib/contract/constants";
import type { Transaction } from "../../db/client";
import { creditAccounts, labMembers, type CreditAccountRow } from "../../db/schema";
import { postEntry } from "./ledger";

/**
 * Which account pays for a user: the lab they are a member of (a lab's owner is a member of their own lab), else
 * their personal account, made on first need on the free plan with its 50 credits and a reset a month later.
 */
export type PayingAccount = { account: CreditAccountRow; viaLab: boolean };

export async function accountForUser(tx: Transaction, userId: string): Promise<PayingAccount> {
  const [lab] = await tx
    .select({ account: creditAccounts })
    .from(labMembers)
    .innerJoin(creditAccounts, eq(creditAccounts.id, labMembers.accountId))
    .where(eq(labMembers.userId, userId));
  if (lab) return { account: lab.account, viaLab: true };
  return { account: await personalAccount(tx, userId), viaLab: false };
}

/** The user's personal account, created (with its welcome grant, once) when missing. */
export async function personalAccount(tx: Transaction, userId: string): Promise<CreditAccountRow> {
  const existing = await findPersonalAccount(tx, userId);
  if (existing) return existing;
  const [created] = await tx
    .insert(creditAccounts)
    .values({ kind: "personal", ownerUserId: userId, plan: "free", resetDate: sql`now() + interval '1 month'` })
    .onConflictDoNothing({ target: [creditAccounts.ownerUserId, creditAccounts.kind] })
    .returning();
  // A concurrent first request made it meanwhile: theirs holds the grant.
  if (!created) return storedPersonalAccount(tx, userId);
  await postEntry(tx, {
    accountId: created.id,
    userId,
    kind: "grant",
    amount: plans.free.creditsPerMonth,
    idempotencyKey: `welcome:${created.id}`,
  });
  return storedPersonalAccount(tx, userId);
}

async function storedPersonalAccount(tx: Transaction, userId: string): Promise<CreditAccountRow> {
  const row = await findPersonalAccount(tx, userId);
  if (!row) throw new Error(`credit account of user ${userId} vanished`);
  return row;
}

async function findPersonalAccount(tx: Transaction, userId: string): Promise<CreditAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(creditAccounts)
    .where(and(eq(creditAccounts.ownerUserId, userId), eq(creditAccounts.kind, "personal")));
  return row;
}

/** Locks the account row for the rest of the transaction, so a balance check and the charge that follows it agree. */
export async function lockedAccount(tx: Transaction, accountId: string): Promise<CreditAccountRow | undefined> {
  const [row] = await tx.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)).for("update");
  return row;
}
