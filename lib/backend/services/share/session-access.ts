import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import type { VisitType } from "@/lib/contract/entities/chat";
import type { DatabaseOrTransaction } from "../../db/client";
import { chatSessions, sessionShares, tasks, type UserRow } from "../../db/schema";
import type { TaskRow } from "../../task-runtime/task-lease";
import type { ChatSessionRow } from "../chat/chat-sessions";

/**
 * Who may read a chat session and its tasks (issue 21): its owner (visitType owner, whatever shareId they send),
 * or anyone, signed in or not, holding the session's active share token (visitor). Without a session and without
 * a shareId the answer stays 401; every other refusal is the 404 of a missing session or task, never 403 (the
 * client reads 403 as the private-beta notice) and never a hint that the id exists. Writes never come here: they
 * stay owner-only (ownedChatSession, ownedTask).
 */
export type ReadableSession = { session: ChatSessionRow; visitType: VisitType };
export type ReadableTask = { task: TaskRow; visitType: VisitType };

export async function readableSession(db: DatabaseOrTransaction, user: UserRow | undefined, sessionId: string, shareId?: string): Promise<ReadableSession> {
  assertSomeone(user, shareId);
  const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).limit(1);
  const visitType = session && (await visitTypeOf(db, user, shareId, { ownerId: session.userId, sessionId: session.id }));
  if (!session || !visitType) throw ContractError.notFound("Chat session not found");
  return { session, visitType };
}

export async function readableTask(db: DatabaseOrTransaction, user: UserRow | undefined, taskId: string, shareId?: string): Promise<ReadableTask> {
  assertSomeone(user, shareId);
  const readable = await findReadableTask(db, user, taskId, shareId);
  if (!readable) throw ContractError.notFound("Task not found");
  return readable;
}

/** The task and how `user` sees it, or undefined when they may not read it (the file calls answer their own 404). */
export async function findReadableTask(
  db: DatabaseOrTransaction,
  user: UserRow | undefined,
  taskId: string,
  shareId?: string,
): Promise<ReadableTask | undefined> {
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  const visitType = task && (await visitTypeOf(db, user, shareId, { ownerId: task.userId, sessionId: task.sessionId }));
  return task && visitType ? { task, visitType } : undefined;
}

/**
 * Whether a task of the session shared under `shareId` used the upload (its fileIds name it). The upload must be
 * the task owner's own: create_task stores the ids it is sent, and sharing must not open someone else's file.
 */
export async function sharedTaskUsedUpload(db: DatabaseOrTransaction, shareId: string, upload: { id: string; userId: string }): Promise<boolean> {
  const [used] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(sessionShares, eq(sessionShares.sessionId, tasks.sessionId))
    .where(
      and(
        eq(sessionShares.token, shareId),
        isNull(sessionShares.revokedAt),
        eq(tasks.userId, upload.userId),
        sql`${tasks.fileIds} @> ${JSON.stringify([upload.id])}::jsonb`,
      ),
    )
    .limit(1);
  return used !== undefined;
}

function assertSomeone(user: UserRow | undefined, shareId: string | undefined): void {
  if (!user && shareId === undefined) throw ContractError.unauthorized();
}

/**
 * The token is the lookup key of a unique index, so finding it compares nothing in application code: no timing of
 * ours tells a guesser how close they came, and 256 random bits leave nothing to guess anyway.
 */
async function visitTypeOf(
  db: DatabaseOrTransaction,
  user: UserRow | undefined,
  shareId: string | undefined,
  { ownerId, sessionId }: { ownerId: string; sessionId: string },
): Promise<VisitType | undefined> {
  if (user && user.id === ownerId) return "owner";
  if (shareId === undefined) return undefined;
  const [share] = await db
    .select({ id: sessionShares.id })
    .from(sessionShares)
    .where(and(eq(sessionShares.token, shareId), eq(sessionShares.sessionId, sessionId), isNull(sessionShares.revokedAt)))
    .limit(1);
  return share ? "visitor" : undefined;
}
