import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "@/lib/backend/db/schema";
import { ResultCode } from "@/lib/contract/codes";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, type TaskSetup, waitForTask } from "../task/task-support";
import { adjust, balanceAndSum, entriesOfTask, payingAccountId, setPlan, userIdOf } from "./credit-support";

/**
 * create_task's plan and credit checks (spec §8: 5019, 5016) and the spend cap. Every model turn of the fake
 * reports 200,000 input tokens: 1 credit at the default 5 credits per million.
 */
let setup: TaskSetup;
const TURN_USAGE = { prompt_tokens: 200_000, completion_tokens: 0 };

beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? { ...taskTurn(request), usage: TURN_USAGE } : { text: "chat" }));
});
afterAll(() => setup.dispose());

async function create(token: string, agentName: string, extra: Record<string, unknown> = {}) {
  const chatSessionId = await createSession(setup.backend, token, "plan a study");
  return createTask(setup.backend, token, { agentName, chatSessionId, query: "plan a study", ...extra });
}

async function taskCount(userId: string): Promise<number> {
  return (await setup.backend.deps.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, userId))).length;
}

describe("create_task's credit checks", () => {
  it("refuses Auto Experiment to a free user with 5019 and starts nothing", async () => {
    const userId = await userIdOf(setup.backend, setup.stranger);
    const answer = await create(setup.stranger, "ML Agent");
    expect(answer.body.code, answer.text).toBe(ResultCode.freeUserCannotUseCodeAgent);
    expect(await taskCount(userId)).toBe(0);
  });

  it("refuses with 5016 when the balance cannot cover the estimate, leaving the balance as it was", async () => {
    const userId = await userIdOf(setup.backend, setup.stranger);
    const accountId = await payingAccountId(setup.backend, userId);
    await adjust(setup.backend, accountId, -49); // 1 credit left; Idea Spark reserves 6.
    const answer = await create(setup.stranger, "Idea Agent");
    expect(answer.body.code, answer.text).toBe(ResultCode.insufficientCredit);
    expect(answer.body.message).toBe("Insufficient credit: this task reserves 6 credits and 1 remain.");
    expect((await balanceAndSum(setup.backend, accountId)).balance).toBe("1.0000");
    expect(await taskCount(userId)).toBe(0);
  });

  it("lets a Pro user start Auto Experiment; a cap below the estimate is what is held", async () => {
    const userId = await userIdOf(setup.backend, setup.owner);
    const accountId = await setPlan(setup.backend, userId, "pro");
    const answer = await create(setup.owner, "ML Agent", { creditCap: 0.5 });
    expect(answer.body.code, answer.text).toBe(0);
    const taskId = answer.body.result?.taskId ?? "";
    // The cap (0.5) is below the estimate, so the cap is what is held.
    const [row] = await setup.backend.deps.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row).toMatchObject({ creditReserved: 0.5, creditCap: 0.5, creditAccountId: accountId });
    await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing", 30_000);
  });
});

describe("the spend cap", () => {
  it("stops a run that reaches its cap with a clear error and charges what it used", async () => {
    const userId = await userIdOf(setup.backend, setup.owner);
    const accountId = await setPlan(setup.backend, userId, "pro");
    const answer = await create(setup.owner, "Deep Search Agent", { creditCap: 2.5 });
    expect(answer.body.code, answer.text).toBe(0);
    const taskId = answer.body.result?.taskId ?? "";
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing", 30_000);
    expect(task).toMatchObject({
      status: "error",
      errorCode: "spend_cap",
      errorInfo: "The task reached its spend cap of 2.5 credits and was stopped.",
      creditUsed: 3,
    });
    expect(await entriesOfTask(setup.backend, taskId)).toEqual({ reserve: 1, release: 1, settle: 1 });
    const after = await balanceAndSum(setup.backend, accountId);
    expect(after.balance).toBe(after.sum);
    expect(after.balance).toBe("497.0000");
  });

  it("is never more than the balance: a run costing more than its estimate stops when the account is spent, not below 0", async () => {
    const userId = await userIdOf(setup.backend, setup.stranger);
    const accountId = await payingAccountId(setup.backend, userId);
    const { balance } = await balanceAndSum(setup.backend, accountId);
    await adjust(setup.backend, accountId, 2 - Number(balance)); // Deep Survey reserves its estimate, 2: all there is.
    const answer = await create(setup.stranger, "Deep Search Agent");
    expect(answer.body.code, answer.text).toBe(0);
    const task = await waitForTask(setup.backend, setup.stranger, answer.body.result?.taskId ?? "", (t) => t.status !== "processing", 30_000);
    expect(task).toMatchObject({ status: "error", errorCode: "spend_cap", creditUsed: 2 });
    expect(await balanceAndSum(setup.backend, accountId)).toEqual({ balance: "0.0000", sum: "0.0000" });
  });

  it("charges a finished task its metered use", async () => {
    const userId = await userIdOf(setup.backend, setup.owner);
    const accountId = await setPlan(setup.backend, userId, "pro");
    const answer = await create(setup.owner, "Deep Search Agent");
    const taskId = answer.body.result?.taskId ?? "";
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing", 30_000);
    expect(task.status).toBe("finish");
    const used = task.creditUsed ?? 0;
    expect(used).toBeGreaterThan(0);
    expect((await balanceAndSum(setup.backend, accountId)).balance).toBe((500 - used).toFixed(4));
  });
});
