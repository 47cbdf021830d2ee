import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { generatedId } from "./columns";
import { users } from "./accounts";
import { chatSessions } from "./chat";

/**
 * Public links to chat sessions (issue 21). `token` is the link's secret (the shareId of
 * /search-v1/<session>?shareId=<token>): random, never the session id. A revoke stamps `revoked_at` instead of
 * deleting, so a revoked token can never be handed out again; at most one share per session is active.
 */
export const sessionShares = pgTable(
  "session_shares",
  {
    id: generatedId(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while the link works. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("session_shares_token_idx").on(table.token),
    uniqueIndex("session_shares_active_idx").on(table.sessionId).where(sql`${table.revokedAt} is null`),
  ],
);
