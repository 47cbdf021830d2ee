import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { type ChatSessionListItem, type ChatSessionMessages, ContractError } from "@/lib/contract";
import type { VisitType } from "@/lib/contract/entities/chat";
import type { DatabaseOrTransaction } from "../../db/client";
import { chatSessions } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { listChatMessages, toHistoryMessage } from "./chat-messages";
import { sessionTitleFromQuery } from "./title-from-query";

/** Chat sessions (spec §3, §7 chat_session calls): only their owner writes them; a shared one's visitors read it. */
export type ChatSessionRow = typeof chatSessions.$inferSelect;
type SessionDeps = Pick<BackendDeps, "db" | "now">;

/** The session page's address (spec §2); the sidebar links to it. */
export function sessionPath(id: string): string {
  return `/search-v1/${id}`;
}

export async function createChatSession(deps: SessionDeps, userId: string, query: string): Promise<ChatSessionListItem> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(chatSessions)
    .values({ userId, title: sessionTitleFromQuery(query), createdAt: now, updatedAt: now })
    .returning({ id: chatSessions.id, title: chatSessions.title });
  if (!row) throw new Error("inserting a chat session returned no row");
  return { id: row.id, title: row.title, path: sessionPath(row.id) };
}

/** Newest activity first; ties (same millisecond) fall back to creation order so the list never jitters. */
export async function listChatSessions(deps: Pick<BackendDeps, "db">, userId: string): Promise<ChatSessionListItem[]> {
  const rows = await deps.db
    .select({ id: chatSessions.id, title: chatSessions.title })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.createdAt), desc(chatSessions.id));
  return rows.map((row) => ({ id: row.id, title: row.title, path: sessionPath(row.id) }));
}

/**
 * The session when `userId` owns it. Someone else's session answers exactly like a missing one: 404, never 403
 * (the client treats 403 as the private-beta redirect, spec §8), and nobody learns which ids exist.
 */
export async function ownedChatSession(db: DatabaseOrTransaction, userId: string, sessionId: string): Promise<ChatSessionRow> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
    .limit(1);
  if (!row) throw ContractError.notFound("Chat session not found");
  return row;
}

/**
 * GET /chat_session/message/list: the session's title, how the caller sees it (services/share/session-access.ts
 * decides) and its stored messages in order. `shareUrl` is the owner's alone: a visitor's answer leaves it out.
 */
export async function chatSessionMessages(
  deps: Pick<BackendDeps, "db">,
  { session, visitType }: { session: ChatSessionRow; visitType: VisitType },
  shareUrl: string | null,
): Promise<ChatSessionMessages> {
  const messages = await listChatMessages(deps.db, session.id);
  return {
    chatSession: { id: session.id, title: session.title, visitType, ...(visitType === "owner" ? { shareUrl } : {}) },
    chatSessionMessages: messages.map(toHistoryMessage),
  };
}
