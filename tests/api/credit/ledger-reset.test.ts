import { eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions, creditAccounts, tasks } from "@/lib/backend/db/schema";
import { reserveTaskCredits } from "@/lib/backend/services/credit/charging";
import { endTask } from "@/lib/backend/task-runtime/task-lease";
import { CREDIT_RESET_QUEUE, resetDueAccounts } from "@/lib/backend/services/credit/monthly-reset";
import { sendFiring } from "@/lib/backend/task-runtime/scheduled-job";
import { startBackend } from "@/lib/backend/runtime";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { accountRow, adjust, balanceAndSum, insertUser, setPlan } from "./credit-support";

/**
 * The monthly reset (spec §9): at the reset date the balance becomes the plan's allowance (a reset, not a
 * top-up), once; a canceled subscription drops to free with 50; credits held by a running task's reservation are
 * not handed out twice.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend({}, { runWorkers: false });
});
afterAll(() => backend.dispose());

const makeDue = (accountId: string) =>
  backend.deps.db.update(creditAccounts).set({ resetDate: sql`now() - interval '1 minute'` }).where(eq(creditAccounts.id, accountId));

describe("monthly reset", () => {
  it("resets a Pro account to 500 once its reset date has come, and only once", async () => {
    const accountId = await setPlan(backend, await insertUser(backend), "pro");
    await adjust(backend, accountId, -380.5);
    expect((await balanceAndSum(backend, accountId)).balance).toBe("119.5000");
    expect(await resetDueAccounts(backend.deps.db)).toBe(0);
    await makeDue(accountId);
    expect(await resetDueAccounts(backend.deps.db)).toBeGreaterThanOrEqual(1);
    const account = await accountRow(backend, accountId);
    expect(account).toMatchObject({ plan: "pro", subscriptionStatus: "active", balance: 500, periodCredit: 500 });
    const days = (account.resetDate.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // A second run, or one racing it, changes nothing.
    await Promise.all([resetDueAccounts(backend.deps.db), resetDueAccounts(backend.deps.db)]);
    const { balance, sum } = await balanceAndSum(backend, accountId);
    expect([balance, sum]).toEqual(["500.0000", "500.0000"]);
  });

  it("drops a canceled subscription to free with 50 credits at the next reset", async () => {
    const accountId = await setPlan(backend, await insertUser(backend), "lab");
    await backend.deps.db.update(creditAccounts).set({ subscriptionStatus: "canceled" }).where(eq(creditAccounts.id, accountId));
    // Until the reset date the plan and its credits stay.
    expect(await accountRow(backend, accountId)).toMatchObject({ plan: "lab", balance: 5000 });
    await makeDue(accountId);
    await resetDueAccounts(backend.deps.db);
    expect(await accountRow(backend, accountId)).toMatchObject({ plan: "free", subscriptionStatus: null, balance: 50, periodCredit: 50 });
  });

  it("keeps a canceled yearly plan until the date it is paid through, resetting its monthly credits meanwhile, then drops it to free", async () => {
    const accountId = await setPlan(backend, await insertUser(backend), "pro");
    const paidThrough = sql`now() + interval '10 days'`;
    await backend.deps.db.update(creditAccounts).set({ subscriptionStatus: "canceled", paidThrough }).where(eq(creditAccounts.id, accountId));
    await adjust(backend, accountId, -300);
    await makeDue(accountId);
    await resetDueAccounts(backend.deps.db);
    const kept = await accountRow(backend, accountId);
    expect(kept).toMatchObject({ plan: "pro", subscriptionStatus: "canceled", balance: 500 });
    // Its next reset is the paid-through date, not a month away: the plan ends when the payment does.
    expect(kept.resetDate.getTime()).toBe(kept.paidThrough?.getTime());
    await backend.deps.db.update(creditAccounts).set({ resetDate: sql`now() - interval '1 minute'`, paidThrough: sql`now() - interval '1 minute'` }).where(eq(creditAccounts.id, accountId));
    await resetDueAccounts(backend.deps.db);
    expect(await accountRow(backend, accountId)).toMatchObject({ plan: "free", subscriptionStatus: null, balance: 50, paidThrough: null });
  });

  it("counts a running task's reservation as held: after the reset and its settlement the account is at 500 minus its use", async () => {
    const userId = await insertUser(backend);
    const accountId = await setPlan(backend, userId, "pro");
    const taskId = await backend.deps.db.transaction(async (tx) => {
      const [session] = await tx.insert(chatSessions).values({ userId, title: "held" }).returning({ id: chatSessions.id });
      const values = { userId, sessionId: session?.id ?? "", agentName: "Proposal Agent", query: "design", creditAccountId: accountId, creditReserved: 6, creditUsed: 2, creditCap: 300 };
      const [task] = await tx.insert(tasks).values(values).returning({ id: tasks.id });
      const id = task?.id ?? "";
      await reserveTaskCredits(tx, { accountId, reserved: 6, cap: 300 }, { id, userId, agentName: "Proposal Agent", query: "design" });
      return id;
    });
    await makeDue(accountId);
    await resetDueAccounts(backend.deps.db);
    expect((await balanceAndSum(backend, accountId)).balance).toBe("494.0000");
    await endTask(backend.deps.db, taskId, null, { status: "finish" });
    const { balance, sum } = await balanceAndSum(backend, accountId);
    expect([balance, sum]).toEqual(["498.0000", "498.0000"]);
  });

  it("runs in worker processes as a scheduled job, one per firing however many workers send it", async () => {
    // Its own timer will not go off during the test (cron-timer.test.ts covers when timers go off); the test sends.
    const worker = await startBackend({ ...backend.deps.config, CREDIT_RESET_CRON: "0 0 1 1 *" }, { runWorkers: true });
    const sender = new PgBoss({ connectionString: backend.databaseUrl, schedule: false, supervise: false });
    await sender.start();
    try {
      const accountId = await setPlan(backend, await insertUser(backend), "pro");
      await adjust(backend, accountId, -100);
      await makeDue(accountId);
      // Two workers' timers going off in the same minute: the second send finds that minute's job already there.
      const [first, second] = [await sendFiring(sender, CREDIT_RESET_QUEUE), await sendFiring(sender, CREDIT_RESET_QUEUE)];
      expect(first).toEqual(expect.any(String));
      expect(second).toBeNull();
      await expect.poll(async () => (await balanceAndSum(backend, accountId)).balance, { timeout: 15_000 }).toBe("500.0000");
    } finally {
      await sender.stop({ graceful: false, close: true, wait: true });
      await worker.close();
    }
  });
});
