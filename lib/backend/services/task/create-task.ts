import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import { agents, canonicalAgent } from "@/lib/contract/agents";
import { ResultCode, ResultMessage } from "@/lib/contract/codes";
import { MAX_CONCURRENT_QUERIES } from "@/lib/contract/constants";
import type { TaskCreated, TaskCreationPayload } from "@/lib/contract/entities/task";
import type { Transaction } from "../../db/client";
import { chatMessages, tasks } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { missingModelSettings, modelNotConfiguredMessage } from "../../llm/models";
import { appendChatMessage } from "../chat/chat-messages";
import { ownedChatSession } from "../chat/chat-sessions";
import { planTaskCharge, reserveTaskCredits } from "../credit/charging";

type CreateDeps = Pick<BackendDeps, "db" | "now" | "config" | "taskQueue">;

/**
 * POST /task/create_task. The running-task limit (spec §9: 2 per user) is checked and the task inserted in one
 * transaction holding a per-user advisory lock, so ten simultaneous requests from one user start exactly two tasks
 * whichever instance serves them. The task's estimate is reserved from its account in the same transaction
 * (refused with 5016 or 5019 first). The task is queued after the commit; a lost send is redone by the sweep.
 */
export async function createTask(deps: CreateDeps, userId: string, payload: TaskCreationPayload): Promise<TaskCreated> {
  const agent = canonicalAgent(payload.agentName);
  if (!agent) throw ContractError.badRequest(`Unknown agent: ${payload.agentName}`);
  if (missingModelSettings(deps.config).length > 0) throw new ContractError(ResultCode.modelNotConfigured, modelNotConfiguredMessage, { httpStatus: 503 });
  const agentName = agents[agent].primaryName;
  const now = deps.now();
  const task = await deps.db.transaction(async (tx) => {
    const session = await ownedChatSession(tx, userId, String(payload.chatSessionId));
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('running-tasks'), hashtext(${userId}))`);
    const [running] = await tx
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.status, "processing")));
    if ((running?.n ?? 0) >= MAX_CONCURRENT_QUERIES) {
      throw new ContractError(ResultCode.maxConcurrentQueries, ResultMessage.maxConcurrentQueries);
    }
    const charge = await planTaskCharge(tx, deps.config, userId, agent, payload.creditCap);
    const hasPreData = await sessionHasMessages(tx, session.id);
    const [row] = await tx
      .insert(tasks)
      .values({
        userId,
        sessionId: session.id,
        agentName,
        query: payload.query.trim(),
        queryContent: payload.queryContent ?? null,
        fileIds: (payload.fileIds ?? []).map(String),
        modelOverride: payload.model_override ?? null,
        enableGpu: payload.enableGpu ?? false,
        hasPreData,
        creditAccountId: charge.accountId,
        creditReserved: charge.reserved,
        creditUsed: 0,
        creditCap: charge.cap,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tasks.id });
    if (!row) throw new Error("inserting a task returned no row");
    await reserveTaskCredits(tx, charge, { id: row.id, userId, agentName, query: payload.query.trim() });
    await recordTaskMessage(tx, session.id, row.id, agentName, payload.query.trim(), now);
    return row;
  });
  await deps.taskQueue.dispatch(task.id);
  return { taskId: task.id, status: "processing", agentName };
}

async function sessionHasMessages(tx: Transaction, sessionId: string): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  return (row?.n ?? 0) > 0;
}

/**
 * The session's history gets the task: a chat reply that handed over to this agent left a task row without a task
 * id as the session's last message (spec §4 "Chat flow"), which the task now fills in; an agent picked by the user
 * gets a new task row.
 */
async function recordTaskMessage(tx: Transaction, sessionId: string, taskId: string, agentName: string, query: string, now: Date) {
  const [last] = await tx
    .select({ id: chatMessages.id, type: chatMessages.type, taskId: chatMessages.taskId, agentName: chatMessages.agentName })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  if (last && last.type === "task" && last.taskId === null && last.agentName === agentName) {
    await tx.update(chatMessages).set({ taskId, status: "processing", updatedAt: now }).where(eq(chatMessages.id, last.id));
    return;
  }
  await appendChatMessage(tx, sessionId, { type: "task", query, agentName, taskId, status: "processing", chatResultType: "task" }, now);
}
