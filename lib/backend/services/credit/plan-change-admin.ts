import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { plans } from "@/lib/contract/constants";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { normalizeEmail } from "../user/account-email";
import { accountForUser } from "./accounts";
import { balanceOf, postEntry } from "./ledger";
import { endPlansNow, type PaidPlan, startPlan } from "./plan-change";

/**
 * The operators' commands (`npm run admin -- …`, scripts/admin.ts): plans and credits without a payment provider,
 * e.g. where STRIPE_SECRET_KEY is not set (README "Payments and operators").
 */
export const ADMIN_USAGE = [
  "Usage:",
  "  npm run admin -- set-plan <email> <free|pro|ultra>   start a month of the plan now (ultra is the lab plan)",
  "  npm run admin -- grant <email> <credits>             add credits to the account the user draws on",
].join("\n");

/** A mistake in the command line: shown with the usage, and the command exits 1. */
export class AdminUsageError extends Error {}

const planNames: Readonly<Record<string, PaidPlan | "free">> = { free: "free", pro: "pro", ultra: "lab", lab: "lab" };

/** Runs one command and answers what it did, in a sentence for the operator. */
export async function runAdminCommand(db: Database, args: readonly string[]): Promise<string> {
  const [command, email, value, ...extra] = args;
  if (command !== "set-plan" && command !== "grant") throw new AdminUsageError(command ? `Unknown command: ${command}` : "No command given");
  if (!email || !value || extra.length > 0) throw new AdminUsageError(`${command} takes an email and one value`);
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  if (!user) throw new AdminUsageError(`No account has the email ${email}`);
  return command === "set-plan" ? setPlan(db, user.id, user.email, value) : grant(db, user.id, user.email, value);
}

async function setPlan(db: Database, userId: string, email: string, name: string): Promise<string> {
  const plan = planNames[name.toLowerCase()];
  if (!plan) throw new AdminUsageError(`Unknown plan: ${name} (free, pro or ultra)`);
  if (plan === "free") {
    await db.transaction((tx) => endPlansNow(tx, userId));
    return `${email} is on the Free plan now (credits left as they were; a lab they owned no longer shares credits)`;
  }
  await db.transaction((tx) => startPlan(tx, { userId, plan, periodKey: `admin:set-plan:${randomUUID()}` }));
  return `${email} is on the ${plans[plan].displayName} plan now, with ${plans[plan].creditsPerMonth} credits until the next monthly reset`;
}

async function grant(db: Database, userId: string, email: string, value: string): Promise<string> {
  const credits = Number(value);
  if (!/^\d+(?:\.\d{1,4})?$/.test(value) || !(credits > 0)) throw new AdminUsageError(`Credits must be a positive number, with up to 4 decimals: ${value}`);
  const balance = await db.transaction(async (tx) => {
    const { account } = await accountForUser(tx, userId);
    await postEntry(tx, { accountId: account.id, userId, kind: "grant", amount: credits, idempotencyKey: `admin:grant:${randomUUID()}` });
    return balanceOf(tx, account.id);
  });
  return `Granted ${credits} credits to ${email}; the account they draw on now holds ${balance}`;
}
