import { sql } from "drizzle-orm";
import { bigserial, check, index, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { generatedId } from "./columns";
import { users } from "./accounts";

/**
 * Credits are fractional (a model turn costs a fraction of a credit), so amounts are exact decimals: the database
 * adds them without rounding and a balance always equals its ledger's sum to the last digit. Read as JS numbers
 * for answers only; arithmetic that must be exact happens in SQL.
 */
export const creditAmount = (name: string) => numeric(name, { precision: 16, scale: 4, mode: "number" });

export const creditAccountKinds = ["personal", "lab"] as const;
export type CreditAccountKind = (typeof creditAccountKinds)[number];
export const creditPlans = ["free", "pro", "lab"] as const;
export type CreditPlan = (typeof creditPlans)[number];

/**
 * Who pays (spec §1 plans, §3 Credit data). A user's personal account is made on first need; a lab account is
 * shared by its owner and the members in lab_members. `balance` is a cache of the ledger's sum, written only by
 * the ledger module in the same transaction as the entry. `period_credit` is what the current period made
 * available (the plan's allowance at the last reset plus grants since), so used = period_credit - balance.
 */
export const creditAccounts = pgTable(
  "credit_accounts",
  {
    id: generatedId(),
    kind: text("kind").$type<CreditAccountKind>().notNull(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").$type<CreditPlan>().notNull().default("free"),
    /** 'canceled': the plan runs to reset_date (or paid_through), then the account drops to free (spec §4 Subscription). */
    subscriptionStatus: text("subscription_status").$type<"active" | "canceled">(),
    resetDate: timestamp("reset_date", { withTimezone: true }).notNull(),
    /**
     * The Stripe subscription that pays for the plan now: only its events change the account (an old subscription
     * ending after the plan was bought again leaves it be), and unsubscribing stops its renewals by this id.
     */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** How far a canceled plan is paid (a yearly one: the year's end); monthly resets keep the plan until then. */
    paidThrough: timestamp("paid_through", { withTimezone: true }),
    balance: creditAmount("balance").notNull().default(0),
    periodCredit: creditAmount("period_credit").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_accounts_owner_kind_idx").on(table.ownerUserId, table.kind),
    index("credit_accounts_reset_idx").on(table.resetDate),
    check("credit_accounts_kind_known", sql`${table.kind} in ('personal', 'lab')`),
    check("credit_accounts_plan_known", sql`${table.plan} in ('free', 'pro', 'lab')`),
    check("credit_accounts_status_known", sql`${table.subscriptionStatus} is null or ${table.subscriptionStatus} in ('active', 'canceled')`),
  ],
);
export type CreditAccountRow = typeof creditAccounts.$inferSelect;

/** A lab's members (spec §1 shared lab): one lab at a time per user; a member's tasks draw on the lab's account. */
export const labMembers = pgTable(
  "lab_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => creditAccounts.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lab_members_account_idx").on(table.accountId)],
);

/** Single-use invite links (spec §9: "The invite link can be used only once"); the id is the unguessable inviteId. */
export const labInvites = pgTable(
  "lab_invites",
  {
    id: generatedId(),
    accountId: text("account_id")
      .notNull()
      .references(() => creditAccounts.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lab_invites_account_idx").on(table.accountId)],
);

export const creditEntryKinds = ["grant", "reset", "reserve", "settle", "release", "chat", "adjust"] as const;
export type CreditEntryKind = (typeof creditEntryKinds)[number];

/**
 * The credit ledger, append-only. Every change of a balance is one row here, and a row happens once: its
 * idempotency key (`task:<id>:settle`, `reset:<account>:<date>` …) is unique, so a retried or concurrent
 * charge is a no-op. Signed amounts: spending is negative. A task's life is reserve (−estimate), then at its end
 * release (+reserve) and settle (−actual use) in the transaction that ends it; user and task are kept (set null
 * when deleted) without cascading, so deleting a row never changes a balance's history.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => creditAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    taskId: text("task_id"),
    kind: text("kind").$type<CreditEntryKind>().notNull(),
    amount: creditAmount("amount").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The agent the entry is for (the history row's agentName); null for grants and resets. */
    agentName: text("agent_name"),
    /** What the history row shows as its task: the task's query, or the chat message. */
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_ledger_idempotency_idx").on(table.idempotencyKey),
    index("credit_ledger_account_created_idx").on(table.accountId, table.createdAt),
    index("credit_ledger_user_created_idx").on(table.userId, table.createdAt),
    index("credit_ledger_task_idx").on(table.taskId),
    check("credit_ledger_kind_known", sql`${table.kind} in ('grant', 'reset', 'reserve', 'settle', 'release', 'chat', 'adjust')`),
  ],
);
export type CreditEntryRow = typeof creditLedger.$inferSelect;

/** Payment provider events already handled (the Stripe webhook's idempotency: a redelivered event is a no-op). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
