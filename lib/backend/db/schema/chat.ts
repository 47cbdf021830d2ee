import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { generatedId } from "./columns";
import { ownerId } from "./accounts";

/** A chat session (spec §3 "Chat session"): one project in the sidebar, owned by one user. */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: generatedId(),
    userId: ownerId(),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every chat turn, so the sidebar lists the most recently used projects first. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_sessions_user_updated_idx").on(table.userId, table.updatedAt.desc())],
);

export const chatMessageTypes = ["chat", "task"] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];
export const chatMessageStatuses = ["processing", "finish", "error"] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];
export type ChatResultType = "text" | "task" | "logic";

/**
 * The stored history of a session (spec §3 "History message"). Role-free like the contract: a `chat` row holds the
 * user's query and the assistant's reply; a `task` row records a hand-over to an agent (`result` = the sub-task
 * query) and gets its task id once the client has created the task. `seq` orders rows within a session.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: generatedId(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    type: text("type").$type<ChatMessageType>().notNull(),
    query: text("query").notNull(),
    result: text("result"),
    /** A contract agent name ("Deep Search Agent"), for task rows. */
    agentName: text("agent_name"),
    taskId: text("task_id"),
    status: text("status").$type<ChatMessageStatus>().notNull(),
    extInfo: jsonb("ext_info").$type<{ chatResultType: ChatResultType }>().notNull(),
    reasoning: text("reasoning"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("chat_messages_session_seq_idx").on(table.sessionId, table.seq),
    check("chat_messages_type_known", sql`${table.type} in ('chat', 'task')`),
    check("chat_messages_status_known", sql`${table.status} in ('processing', 'finish', 'error')`),
  ],
);
