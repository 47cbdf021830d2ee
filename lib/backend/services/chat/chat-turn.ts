import "server-only";
import { and, eq } from "drizzle-orm";
import { chatMessages, chatSessions } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { appendChatMessage, type ChatMessageRow, listChatMessages } from "./chat-messages";
import { storeFinishedReply } from "./finished-replies";
import { chargeChatTurn } from "../credit/chat-charge";

/**
 * The database side of one chat turn: the user's message is stored before the model is called, and the reply
 * (or the failure) is stored before the stream says `complete`, so a reload always shows what was said.
 */
type TurnDeps = Pick<BackendDeps, "db" | "now">;
type StartTurnDeps = Pick<BackendDeps, "db" | "now" | "config">;

export type ChatTurn = { sessionId: string; messageId: string; history: ChatMessageRow[] };
export type ReplyText = { text: string; reasoning: string };
export type HandOver = { agentName: string; query: string };

/**
 * Stores the user's message (status processing) and reads the session so far, the new message included. The
 * turn's charge (free by default) is taken with it: a 5016 refusal stores nothing.
 */
export async function startChatTurn(deps: StartTurnDeps, sessionId: string, query: string): Promise<ChatTurn> {
  return deps.db.transaction(async (tx) => {
    const message = await appendChatMessage(tx, sessionId, { type: "chat", query, status: "processing", chatResultType: "text" }, deps.now());
    const [owner] = await tx.select({ userId: chatSessions.userId }).from(chatSessions).where(eq(chatSessions.id, sessionId));
    if (owner) await chargeChatTurn(tx, deps.config, { userId: owner.userId, messageId: message.id, query });
    return { sessionId, messageId: message.id, history: await listChatMessages(tx, sessionId) };
  });
}

/** The finished reply; a hand-over also records the task message the client will create the task for. */
export async function finishChatTurn(deps: TurnDeps, turn: ChatTurn, reply: ReplyText, handOver: HandOver | undefined): Promise<void> {
  const now = deps.now();
  const reasoning = reply.reasoning || null;
  if (!handOver) {
    await storeFinishedReply(deps.db, { sessionId: turn.sessionId, messageId: turn.messageId, text: reply.text, reasoning, at: now });
    return;
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ result: reply.text, reasoning, status: "finish", updatedAt: now })
      .where(and(eq(chatMessages.id, turn.messageId), eq(chatMessages.sessionId, turn.sessionId)));
    const task = { type: "task", query: handOver.query, result: handOver.query, agentName: handOver.agentName } as const;
    await appendChatMessage(tx, turn.sessionId, { ...task, status: "processing", chatResultType: "task" }, now);
  });
}

/** A failed or abandoned reply keeps whatever text arrived, marked as an error so the page can say so. */
export async function failChatTurn(deps: TurnDeps, turn: ChatTurn, reply: ReplyText): Promise<void> {
  await deps.db
    .update(chatMessages)
    .set({ result: reply.text || null, reasoning: reply.reasoning || null, status: "error", updatedAt: deps.now() })
    .where(and(eq(chatMessages.id, turn.messageId), eq(chatMessages.sessionId, turn.sessionId)));
}
