import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { creditAccounts, creditLedger, users, type CreditPlan } from "@/lib/backend/db/schema";
import { accountForUser } from "@/lib/backend/services/credit/accounts";
import { balanceOf, ledgerSum, postEntry } from "@/lib/backend/services/credit/ledger";
import { startPeriod } from "@/lib/backend/services/credit/periods";
import type { TestBackend } from "../support/test-backend";
import { post, uniqueEmail } from "../support/accounts";

/** Credit tests' helpers: users and accounts made directly, plans and balances set as an operator would. */
export async function insertUser(backend: TestBackend, label = "payer"): Promise<string> {
  const [row] = await backend.deps.db.insert(users).values({ email: uniqueEmail(label), platform: "email" }).returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return row.id;
}

export async function userIdOf(backend: TestBackend, token: string): Promise<string> {
  const answer = await post<{ id: string }>(backend, "/user/getUserInfo", undefined, { token });
  if (!answer.body.result) throw new Error(`getUserInfo failed: ${answer.text}`);
  return answer.body.result.id;
}

/** The account that pays for the user (made on first need, as the app does). */
export async function payingAccountId(backend: TestBackend, userId: string): Promise<string> {
  const { account } = await backend.deps.db.transaction((tx) => accountForUser(tx, userId));
  return account.id;
}

/** Puts the user's paying account on `plan` with a fresh period, as a payment would. */
export async function setPlan(backend: TestBackend, userId: string, plan: CreditPlan): Promise<string> {
  const accountId = await payingAccountId(backend, userId);
  await backend.deps.db.transaction((tx) => startPeriod(tx, accountId, { plan, subscriptionStatus: plan === "free" ? null : "active", idempotencyKey: `test:${randomUUID()}` }));
  return accountId;
}

/** Moves the balance by `amount` (an operator's adjustment). */
export async function adjust(backend: TestBackend, accountId: string, amount: number): Promise<void> {
  await backend.deps.db.transaction((tx) => postEntry(tx, { accountId, kind: "adjust", amount, idempotencyKey: `test:${randomUUID()}` }));
}

export async function accountRow(backend: TestBackend, accountId: string) {
  const [row] = await backend.deps.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row;
}

/** The balance and the ledger's own sum, both as 4-decimal text so they compare exactly. */
export async function balanceAndSum(backend: TestBackend, accountId: string): Promise<{ balance: string; sum: string }> {
  const balance = (await balanceOf(backend.deps.db, accountId)).toFixed(4);
  return { balance, sum: await ledgerSum(backend.deps.db, accountId) };
}

/** A task's ledger entries by kind, counted. */
export async function entriesOfTask(backend: TestBackend, taskId: string): Promise<Record<string, number>> {
  const rows = await backend.deps.db
    .select({ kind: creditLedger.kind, n: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.taskId, taskId))
    .groupBy(creditLedger.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

/** Auto Experiment needs a paid plan (5019 on free): tests that run it put their signed-up owner on Pro. */
export async function putOwnerOnPro(setup: { backend: TestBackend; owner: string }): Promise<void> {
  await setPlan(setup.backend, await userIdOf(setup.backend, setup.owner), "pro");
}
