import "server-only";
import { eq } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import type { AgentId } from "@/lib/contract/agents";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendConfig } from "../../config";
import type { Transaction } from "../../db/client";
import { tasks } from "../../db/schema";
import { accountForUser, lockedAccount } from "./accounts";
import { postEntry } from "./ledger";
import { taskEstimate } from "./pricing";

/**
 * A task's charges (issue 19). When it starts, its estimate is reserved in create_task's transaction; while it
 * runs its measured use accrues on the task row (credit_used, task-lease.ts appendStep); when it ends, in the
 * transaction that ends it, the reservation is released and the use settled. Keys `task:<id>:reserve|release|
 * settle` make each of the three happen once, whoever ends the task and however often.
 */
export type TaskChargePlan = { accountId: string; reserved: number; cap: number };

type ChargeSettings = Pick<BackendConfig, "CREDIT_AGENT_ESTIMATES" | "CREDIT_TASK_CAP">;

/** Auto Experiment runs code on our machines: free accounts may not start it (spec §8 code 5019). */
const paidOnlyAgents: ReadonlySet<AgentId> = new Set(["autoExperiment"]);

const autoExperimentNeedsPlanMessage = "Auto Experiment needs the Pro or Ultra plan. Upgrade to unlock Auto expriment.";

/**
 * Decides which account pays and how much is reserved, refusing (5019, 5016) before anything is written. The
 * account row stays locked until the caller's transaction ends, so two tasks started at once cannot both spend
 * the same credits. The reservation is the estimate, or the task's cap when lower. The cap is never more than the
 * balance either: a run may cost more than its estimate, but not credits the account does not have.
 */
export async function planTaskCharge(
  tx: Transaction,
  settings: ChargeSettings,
  userId: string,
  agent: AgentId,
  requestedCap?: number | null,
): Promise<TaskChargePlan> {
  const { account } = await accountForUser(tx, userId);
  const locked = (await lockedAccount(tx, account.id)) ?? account;
  if (locked.plan === "free" && paidOnlyAgents.has(agent)) {
    throw new ContractError(ResultCode.freeUserCannotUseCodeAgent, autoExperimentNeedsPlanMessage);
  }
  const cap = Math.min(settings.CREDIT_TASK_CAP, requestedCap ?? Infinity);
  const reserved = Math.min(taskEstimate(settings, agent), cap);
  if (locked.balance < reserved) {
    throw new ContractError(
      ResultCode.insufficientCredit,
      `Insufficient credit: this task reserves ${formatCredits(reserved)} credits and ${formatCredits(locked.balance)} remain.`,
    );
  }
  return { accountId: locked.id, reserved, cap: Math.min(cap, locked.balance) };
}

export type ChargedTask = { id: string; userId: string; agentName: string; query: string };

export async function reserveTaskCredits(tx: Transaction, plan: TaskChargePlan, task: ChargedTask): Promise<void> {
  await postEntry(tx, {
    accountId: plan.accountId,
    userId: task.userId,
    taskId: task.id,
    kind: "reserve",
    amount: -plan.reserved,
    idempotencyKey: `task:${task.id}:reserve`,
    agentName: task.agentName,
    description: task.query,
  });
}

/**
 * Releases the reservation and charges what the task used. Called in the transaction that ends the task
 * (endTask), so the charge and the status change commit together; a task from before credits has no account
 * and costs nothing.
 */
export async function settleTaskCredits(tx: Transaction, taskId: string): Promise<void> {
  const [task] = await tx
    .select({
      accountId: tasks.creditAccountId,
      reserved: tasks.creditReserved,
      used: tasks.creditUsed,
      userId: tasks.userId,
      agentName: tasks.agentName,
      query: tasks.query,
    })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  if (!task?.accountId) return;
  const entry = { accountId: task.accountId, userId: task.userId, taskId, agentName: task.agentName, description: task.query };
  await postEntry(tx, { ...entry, kind: "release", amount: task.reserved ?? 0, idempotencyKey: `task:${taskId}:release` });
  await postEntry(tx, { ...entry, kind: "settle", amount: -(task.used ?? 0), idempotencyKey: `task:${taskId}:settle` });
}

/** Credits as a message shows them: at most 2 decimals. */
export function formatCredits(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}
