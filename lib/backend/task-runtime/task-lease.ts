import "server-only";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { chatMessages, tasks, taskSteps } from "../db/schema";
import { settleTaskCredits } from "../services/credit/charging";
import { creditString } from "../services/credit/ledger";

/**
 * The lease that makes a task run in one place at a time. Every write a run makes is conditional on still holding
 * the lease and the task still processing, so a worker that lost its lease (it stalled past expiry and another took
 * over) or whose task was cancelled can no longer change anything: its next write fails and it stops.
 * Lease times come from the database clock, the one clock all processes share.
 */
export type TaskRow = typeof tasks.$inferSelect;
export type StoredStep = { seq: number; name: string | null; content: string };

export class LeaseLostError extends Error {
  constructor(taskId: string) {
    super(`task ${taskId}: lease lost or task no longer running`);
    this.name = "LeaseLostError";
  }
}

const leaseUntil = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Takes the task when it runs nowhere (no lease, or an expired one); counts the attempt. */
export async function claimTask(db: Database, taskId: string, owner: string, leaseSeconds: number): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ leaseOwner: owner, leaseExpiresAt: leaseUntil(leaseSeconds), attempts: sql`${tasks.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, taskId), eq(tasks.status, "processing"), or(isNull(tasks.leaseExpiresAt), lt(tasks.leaseExpiresAt, sql`now()`))))
    .returning();
  return row;
}

/** Extends the lease; false when the task was cancelled, finished or taken over meanwhile. */
export async function renewLease(db: Database, taskId: string, owner: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ leaseExpiresAt: leaseUntil(leaseSeconds) })
    .where(and(eq(tasks.id, taskId), eq(tasks.leaseOwner, owner), eq(tasks.status, "processing")))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** Gives the task back for another worker to take at once (graceful shutdown); the attempt is not counted. */
export async function releaseLease(db: Database, taskId: string, owner: string): Promise<void> {
  await db
    .update(tasks)
    .set({ leaseOwner: null, leaseExpiresAt: null, attempts: sql`greatest(${tasks.attempts} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, taskId), eq(tasks.leaseOwner, owner)));
}

export async function storedSteps(db: Database, taskId: string): Promise<StoredStep[]> {
  return db
    .select({ seq: taskSteps.seq, name: taskSteps.name, content: taskSteps.content })
    .from(taskSteps)
    .where(eq(taskSteps.taskId, taskId))
    .orderBy(asc(taskSteps.seq));
}

/** `credits`: what the step's measured use costs (usage-meter.ts), added to the task's credit_used. */
export type StepWrite = { name: string | null; content: string; inputTokens: number; outputTokens: number; credits: number };
/** The step's sequence number, and the task's spend so far against its cap (null on tasks from before credits). */
export type StepWritten = { seq: number; creditUsed: number | null; creditCap: number | null };

/**
 * Appends the next step in one statement: the task row's counter gives the sequence number (its row lock orders
 * concurrent appends) and the insert happens only while this owner holds the lease of a processing task. The
 * step's cost accrues on the task in the same statement, so what the task used is never ahead of its steps.
 */
export async function appendStep(db: Database, taskId: string, owner: string, step: StepWrite): Promise<StepWritten> {
  const result = await db.execute<{ seq: number; credit_used: string | null; credit_cap: string | null }>(sql`
    with claimed as (
      update ${tasks}
         set step_count = step_count + 1,
             input_tokens = input_tokens + ${step.inputTokens},
             output_tokens = output_tokens + ${step.outputTokens},
             credit_used = credit_used + ${creditString(step.credits)}::numeric,
             updated_at = now()
       where id = ${taskId} and lease_owner = ${owner} and status = 'processing'
      returning step_count, credit_used, credit_cap
    ), inserted as (
      insert into ${taskSteps} (task_id, seq, name, content, input_tokens, output_tokens)
      select ${taskId}, claimed.step_count, ${step.name}, ${step.content}, ${step.inputTokens}, ${step.outputTokens} from claimed
      returning seq
    )
    select inserted.seq, claimed.credit_used::text, claimed.credit_cap::text from inserted, claimed`);
  const row = result.rows[0];
  if (!row) throw new LeaseLostError(taskId);
  const credits = (value: string | null) => (value === null ? null : Number(value));
  return { seq: row.seq, creditUsed: credits(row.credit_used), creditCap: credits(row.credit_cap) };
}

export type TaskEnd = { status: "finish" } | { status: "error"; errorCode: string; errorInfo: string | null };

/**
 * Ends a task and its history row together, and settles its credits (release the reservation, charge the use) in
 * the same transaction. `owner` null ends it whoever runs it (cancel, or a task whose attempts ran out);
 * otherwise only the lease holder may. Returns false when the task had already ended.
 */
export async function endTask(db: Database, taskId: string, owner: string | null, end: TaskEnd, userId?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({
        status: end.status,
        errorCode: end.status === "error" ? end.errorCode : null,
        errorInfo: end.status === "error" ? end.errorInfo : null,
        leaseOwner: null,
        leaseExpiresAt: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(tasks.id, taskId),
          eq(tasks.status, "processing"),
          owner === null ? undefined : eq(tasks.leaseOwner, owner),
          userId === undefined ? undefined : eq(tasks.userId, userId),
        ),
      )
      .returning({ id: tasks.id });
    if (!row) return false;
    await tx.update(chatMessages).set({ status: end.status, updatedAt: sql`now()` }).where(eq(chatMessages.taskId, taskId));
    await settleTaskCredits(tx, taskId);
    return true;
  });
}

/**
 * Tasks whose worker is gone: processing, and either their lease expired or they were never claimed for longer
 * than a lease (the queue message was lost). The sweep sends them to the queue again.
 */
export async function orphanedTaskIds(db: Database, leaseSeconds: number, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.status, "processing"),
        or(
          lt(tasks.leaseExpiresAt, sql`now()`),
          and(isNull(tasks.leaseExpiresAt), lt(tasks.updatedAt, sql`now() - make_interval(secs => ${leaseSeconds})`)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
