import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { HistoryMessage } from "@/lib/contract";
import type { Database, Transaction } from "../../db/client";
import { chatMessages, chatSessions, type ChatMessageStatus, type ChatResultType, type ChatMessageType } from "../../db/schema";

/** The stored messages of a session (spec §3 "History message"), appended in order and never reordered. */
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export type NewChatMessage = {
  type: ChatMessageType;
  query: string;
  result?: string | null;
  agentName?: string | null;
  taskId?: string | null;
  status: ChatMessageStatus;
  chatResultType: ChatResultType;
};

/**
 * Appends a message at the end of a session and marks the session as just used. Updating the session row first
 * also locks it until the transaction ends, so two turns arriving at once get consecutive `seq` values instead of
 * a unique-index clash.
 */
export async function appendChatMessage(tx: Transaction, sessionId: string, message: NewChatMessage, now: Date): Promise<ChatMessageRow> {
  await tx.update(chatSessions).set({ updatedAt: now }).where(eq(chatSessions.id, sessionId));
  const nextSeq = sql<number>`(select coalesce(max(m.seq), 0) + 1 from ${chatMessages} m where m.session_id = ${sessionId})`;
  const [row] = await tx
    .insert(chatMessages)
    .values({
      sessionId,
      seq: nextSeq,
      type: message.type,
      query: message.query,
      result: message.result ?? null,
      agentName: message.agentName ?? null,
      taskId: message.taskId ?? null,
      status: message.status,
      extInfo: { chatResultType: message.chatResultType },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("inserting a chat message returned no row");
  return row;
}

export async function listChatMessages(db: Database | Transaction, sessionId: string): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq));
}

/** A stored row in the contract's shape (what GET /chat_session/message/list answers). */
export function toHistoryMessage(row: ChatMessageRow): HistoryMessage {
  return {
    id: row.id,
    type: row.type,
    query: row.query,
    result: row.result,
    status: row.status,
    taskId: row.taskId,
    agentName: row.agentName,
    extInfo: { chatResultType: row.extInfo.chatResultType },
    ...(row.reasoning ? { reasoning_content: row.reasoning } : {}),
    createdAt: row.createdAt.getTime(),
  };
}
