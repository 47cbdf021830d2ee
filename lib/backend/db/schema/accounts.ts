import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { generatedId } from "./columns";

/**
 * Accounts (spec §3 User info). `email` is stored lowercased so the unique index is case-insensitive in effect;
 * `password_hash` is null for accounts that only ever signed in through a provider.
 */
export const userPlatforms = ["email", "google", "github"] as const;
export type UserPlatform = (typeof userPlatforms)[number];

export const users = pgTable(
  "users",
  {
    id: generatedId(),
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
/** An account as stored: what http/auth resolves a token to and what services are handed. */
export type UserRow = typeof users.$inferSelect;

/** The owning account: a row goes with the account it belongs to. */
export const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Backend tokens (DESIGN §2 Sessions). Only the SHA-256 of a token is stored, so a database dump signs nobody in. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownerId(),
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
    userId: ownerId(),
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

/**
 * Failed-login back-off per account (normalised email, known or not) and client address: after a few free
 * failures each further one doubles the wait before that client may try that account again. Keyed on both, so a
 * stranger's failures never lock the owner out from elsewhere (issue 13). A success deletes the row.
 */
export const loginBackoffs = pgTable(
  "login_backoffs",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull(),
    retryAt: timestamp("retry_at", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.client] }), index("login_backoffs_last_attempt_idx").on(table.lastAttemptAt)],
);
