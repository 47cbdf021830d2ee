import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { generatedId } from "./columns";
import { ownerId } from "./accounts";
import { chatSessions } from "./chat";
import { creditAccounts, creditAmount } from "./credits";

export const taskStatuses = ["processing", "finish", "error"] as const;
export type TaskRowStatus = (typeof taskStatuses)[number];

/**
 * Agent tasks (spec §3 Task). The row is the source of truth for a run: pg-boss only says "run this task now";
 * whoever holds the lease (`lease_owner` until `lease_expires_at`, renewed every second) runs it, so a task never
 * runs twice at once and a dead worker's task is taken over once its lease expires. `attempts` counts runs
 * started; a graceful hand-back gives its attempt back.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: generatedId(),
    userId: ownerId(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    /** The agent's contract name ("Deep Search Agent"). */
    agentName: text("agent_name").notNull(),
    query: text("query").notNull(),
    queryContent: text("query_content"),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    modelOverride: text("model_override"),
    /** create_task's enableGpu (spec §7 always sends true): the agent says whether a GPU executor could honour it. */
    enableGpu: boolean("enable_gpu").notNull().default(false),
    status: text("status").$type<TaskRowStatus>().notNull().default("processing"),
    errorCode: text("error_code"),
    errorInfo: text("error_info"),
    /** The session had messages before this task (spec §4's idea tip needs it). */
    hasPreData: boolean("has_pre_data").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    stepCount: integer("step_count").notNull().default(0),
    /** Token usage summed over the steps, for credit accounting. */
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    /**
     * Charging (issue 19): the account the task draws on (the lab's for a lab member), what was reserved when it
     * started, what it has used so far (metered as steps are written; final once the task ended) and its spend cap.
     * Null on tasks from before credits.
     */
    creditAccountId: text("credit_account_id").references(() => creditAccounts.id, { onDelete: "set null" }),
    creditReserved: creditAmount("credit_reserved"),
    creditUsed: creditAmount("credit_used"),
    creditCap: creditAmount("credit_cap"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("tasks_user_status_idx").on(table.userId, table.status),
    index("tasks_running_lease_idx").on(table.leaseExpiresAt).where(sql`${table.status} = 'processing'`),
    check("tasks_status_known", sql`${table.status} in ('processing', 'finish', 'error')`),
  ],
);

/**
 * A task's trajectory (spec §3 Trajectory message), append-only: `seq` is 1, 2, 3… in the order the steps were
 * made, and a step is written before anyone can read it. `content` is the contract's JSON text as sent.
 */
export const taskSteps = pgTable(
  "task_steps",
  {
    taskId: text("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** The tool of a tool-result step (ask_for_user_clarification, finish_deep_search …); null for model turns. */
    name: text("name"),
    content: text("content").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.seq] })],
);
