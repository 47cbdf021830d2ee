import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database schema. Migrations in ./migrations are generated from this file with `npm run db:generate`
 * and applied at start (see migrate.ts).
 */

/** Analytics events (spec §7 "Analytics event post"): page views, one per agent query, utm params. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    properties: jsonb("properties").$type<Record<string, string | number | boolean>>().notNull().default({}),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_name_created_idx").on(table.name, table.createdAt)],
);

/**
 * Accounts (spec §3 User info). `email` is stored lowercased so the unique index is case-insensitive in effect;
 * `password_hash` is null for accounts that only ever signed in through a provider.
 */
export const userPlatforms = ["email", "google", "github"] as const;
export type UserPlatform = (typeof userPlatforms)[number];

export const users = pgTable(
  "users",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    email: text("email").notNull(),
    name: text("name"),
    userName: text("user_name"),
    passwordHash: text("password_hash"),
    /** How the account was created; later sign-ins with another method link to it without changing this. */
    platform: text("platform").$type<UserPlatform>().notNull(),
    googleEmail: text("google_email"),
    githubEmail: text("github_email"),
    isNewUser: boolean("is_new_user").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_idx").on(table.email),
    check("users_email_lowercase", sql`${table.email} = lower(${table.email})`),
    check("users_platform_known", sql`${table.platform} in ('email', 'google', 'github')`),
  ],
);

/** Backend tokens (DESIGN §2 Sessions). Only the SHA-256 of a token is stored, so a database dump signs nobody in. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("auth_tokens_user_idx").on(table.userId)],
);

export const emailCodePurposes = ["REGISTER", "RESET_PASSWORD"] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];

/** Mailed one-time codes. `consumed_at` is set when a code is used, voided by a newer one or by too many wrong tries. */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").$type<EmailCodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_codes_email_purpose_idx").on(table.email, table.purpose),
    check("email_codes_purpose_known", sql`${table.purpose} in ('REGISTER', 'RESET_PASSWORD')`),
  ],
);

/** Provider sign-ins (GitHub, Google) linked to an account; one provider account belongs to one user. */
export const identities = pgTable(
  "identities",
  {
    provider: text("provider").$type<"google" | "github">().notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerUserId] }), index("identities_user_idx").on(table.userId)],
);

/**
 * Fixed-window counters behind every rate limit (DESIGN §7: limits live in the database so that every instance
 * sees the same counts). One row per bucket, subject (email or IP) and window.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    subject: text("subject").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.subject, table.windowStart] })],
);

/** A chat session (spec §3 "Chat session"): one project in the sidebar, owned by one user. */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
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

export const fileStatuses = ["pending", "uploaded", "failed"] as const;
export type FileStatus = (typeof fileStatuses)[number];

/**
 * Uploaded files (spec §4 File upload, §7 file calls). A row is made with its upload slot (pending), then marked
 * uploaded once the stored object's real size equals the size signed into the slot, or failed. `key` is ours
 * (see storage/object-keys.ts); `original_name` is only ever used in Content-Disposition.
 */
export const files = pgTable(
  "files",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    /** The size accepted in batch_temp_urls and signed into the upload URL. */
    size: bigint("size", { mode: "number" }).notNull(),
    status: text("status").$type<FileStatus>().notNull().default("pending"),
    etag: text("etag"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("files_key_idx").on(table.key),
    index("files_user_created_idx").on(table.userId, table.createdAt),
    check("files_status_known", sql`${table.status} in ('pending', 'uploaded', 'failed')`),
    check("files_size_nonnegative", sql`${table.size} >= 0`),
  ],
);

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
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    /** The agent's contract name ("Deep Search Agent"). */
    agentName: text("agent_name").notNull(),
    query: text("query").notNull(),
    queryContent: text("query_content"),
    fileIds: jsonb("file_ids").$type<string[]>().notNull().default([]),
    modelOverride: text("model_override"),
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

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const paperSources = ["arxiv", "openalex", "semantic_scholar", "upload"] as const;
export type PaperSource = (typeof paperSources)[number];

/**
 * Every paper a search or an upload returned (issue 7): the store a report may cite from, and the fallback when
 * every source is down. `id` is `arxiv:<id>` when the paper has an arXiv id, else `<source>:<source id>`
 * (`upload:<file id>` for a user's file). `full_text` is filled once an agent reads the paper. `search` is kept
 * by PostgreSQL itself (title weighted above abstract) for websearch_to_tsquery.
 */
export const papers = pgTable(
  "papers",
  {
    id: text("id").primaryKey(),
    arxivId: text("arxiv_id"),
    title: text("title").notNull(),
    year: integer("year"),
    authors: jsonb("authors").$type<string[]>().notNull().default([]),
    abstract: text("abstract").notNull().default(""),
    url: text("url").notNull(),
    pdfUrl: text("pdf_url"),
    source: text("source").$type<PaperSource>().notNull(),
    citationCount: integer("citation_count"),
    fullText: text("full_text"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(abstract, '')), 'B')`,
    ),
  },
  (table) => [
    index("papers_search_idx").using("gin", table.search),
    index("papers_arxiv_id_idx").on(table.arxivId),
    check("papers_source_known", sql`${table.source} in ('arxiv', 'openalex', 'semantic_scholar', 'upload')`),
  ],
);
