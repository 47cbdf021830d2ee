import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleTaskCredits } from "@/lib/backend/services/credit/charging";
import { endTask } from "@/lib/backend/task-runtime/task-lease";
import { startBackend } from "@/lib/backend/runtime";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { post } from "../support/accounts";
import { createTaskSetup, getTask, startTask, type TaskSetup, waitForTask } from "../task/task-support";
import { balanceAndSum, entriesOfTask, payingAccountId, userIdOf } from "./credit-support";

/**
 * Settling a task's credits: exactly once however many ends race, and released when the worker that held the
 * task died (kill -9 between reserve and settle). The backend under test runs no workers; the tests end tasks
 * themselves or start a worker backend for the recovery.
 */
let setup: TaskSetup;
let ownerId: string;
let accountId: string;

beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request) : { text: "chat" }), { RUN_WORKERS: "false" });
  ownerId = await userIdOf(setup.backend, setup.owner);
  accountId = await payingAccountId(setup.backend, ownerId);
});
afterAll(() => setup.dispose());

describe("task settlement", () => {
  it("reserves the estimate when the task starts", async () => {
    const before = await balanceAndSum(setup.backend, accountId);
    const { taskId } = await startTask(setup, setup.owner);
    expect(await entriesOfTask(setup.backend, taskId)).toEqual({ reserve: 1 });
    // Deep Survey's average (spec §9) is 2 credits.
    expect(Number((await balanceAndSum(setup.backend, accountId)).balance)).toBeCloseTo(Number(before.balance) - 2, 4);
    await endTask(setup.backend.deps.db, taskId, null, { status: "finish" });
  });

  it("charges once when 20 settlements of one task race", async () => {
    const before = await balanceAndSum(setup.backend, accountId);
    const { taskId } = await startTask(setup, setup.owner);
    await setup.backend.deps.db.execute(sql`update tasks set credit_used = 1.2345 where id = ${taskId}`);
    const db = setup.backend.deps.db;
    const ends = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? endTask(db, taskId, null, { status: "finish" }) : db.transaction((tx) => settleTaskCredits(tx, taskId)).then(() => false),
    );
    const ended = await Promise.all(ends);
    expect(ended.filter(Boolean)).toHaveLength(1);
    expect(await entriesOfTask(setup.backend, taskId)).toEqual({ reserve: 1, release: 1, settle: 1 });
    const after = await balanceAndSum(setup.backend, accountId);
    expect(after.balance).toBe(after.sum);
    expect(after.balance).toBe((Number(before.balance) - 1.2345).toFixed(4));
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.creditUsed).toBe(1.2345);
  });

  it("releases the reservation of a task whose worker was killed, once recovery ends it", async () => {
    const before = await balanceAndSum(setup.backend, accountId);
    const { taskId } = await startTask(setup, setup.owner);
    // A worker took the task, metered some use and was killed (-9) on its third attempt: its lease expired.
    await setup.backend.deps.db.execute(
      sql`update tasks set attempts = 3, credit_used = 0.5, lease_owner = 'killed', lease_expires_at = now() - interval '1 s' where id = ${taskId}`,
    );
    expect(Number((await balanceAndSum(setup.backend, accountId)).balance)).toBeCloseTo(Number(before.balance) - 2, 4);
    const worker = await startBackend({ ...setup.backend.deps.config, TASK_SWEEP_SECONDS: 0.2 }, { runWorkers: true });
    try {
      const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
      expect(task).toMatchObject({ status: "error", errorCode: "interrupted", creditUsed: 0.5 });
    } finally {
      await worker.close();
    }
    expect(await entriesOfTask(setup.backend, taskId)).toEqual({ reserve: 1, release: 1, settle: 1 });
    const after = await balanceAndSum(setup.backend, accountId);
    expect(after.balance).toBe(after.sum);
    expect(after.balance).toBe((Number(before.balance) - 0.5).toFixed(4));
  });

  it("releases a cancelled task's reservation and charges what it used so far", async () => {
    const before = await balanceAndSum(setup.backend, accountId);
    const { taskId } = await startTask(setup, setup.owner);
    await setup.backend.deps.db.execute(sql`update tasks set credit_used = 0.25 where id = ${taskId}`);
    const answer = await post(setup.backend, `/task/cancel/${taskId}`, undefined, { token: setup.owner });
    expect(answer.body.code, answer.text).toBe(0);
    expect(await entriesOfTask(setup.backend, taskId)).toEqual({ reserve: 1, release: 1, settle: 1 });
    expect((await balanceAndSum(setup.backend, accountId)).balance).toBe((Number(before.balance) - 0.25).toFixed(4));
  });
});
