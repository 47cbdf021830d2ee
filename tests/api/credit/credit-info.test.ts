import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts, labMembers } from "@/lib/backend/db/schema";
import { endTask } from "@/lib/backend/task-runtime/task-lease";
import { ResultCode } from "@/lib/contract/codes";
import type { CreditData, CreditHistoryRow } from "@/lib/contract/entities/user";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { createChatSetup, createSession, readChat, type ChatSetup } from "../chat/chat-support";
import { get } from "../support/accounts";
import { createTaskSetup, startTask, type TaskSetup } from "../task/task-support";
import { adjust, balanceAndSum, payingAccountId, setPlan, userIdOf } from "./credit-support";

/**
 * GET /user/getUserCreditInfo and /user/getUserCreditUsage (spec §3 Credit data, Credit history row), and the
 * general chat's charge: free by default, a configured price per turn otherwise.
 */
let setup: TaskSetup;
beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request) : { text: "Hello." }), { RUN_WORKERS: "false" });
});
afterAll(() => setup.dispose());

const creditInfo = (token?: string) => get<CreditData>(setup.backend, `/user/getUserCreditInfo?timestamp=${Date.now()}`, { token });
const creditUsage = (token: string | undefined, query = "") => get<CreditHistoryRow[]>(setup.backend, `/user/getUserCreditUsage?${query}`, { token });

/** A task that ended having used `used` credits. */
async function settledTask(token: string, query: string, used: number): Promise<void> {
  const { taskId } = await startTask(setup, token, "Deep Search Agent", query);
  await setup.backend.deps.db.execute(sql`update tasks set credit_used = ${used} where id = ${taskId}`);
  await endTask(setup.backend.deps.db, taskId, null, { status: "finish" });
}

describe("GET /user/getUserCreditInfo", () => {
  it("asks for a sign-in", async () => {
    const answer = await creditInfo();
    expect(answer.body.code).toBe(ResultCode.unauthorized);
    expect((await creditUsage(undefined)).body.code).toBe(ResultCode.unauthorized);
  });

  it("answers a new user's free plan: 50 credits, none used, a reset a month away", async () => {
    const answer = await creditInfo(setup.stranger);
    expect(answer.body.code, answer.text).toBe(0);
    expect(answer.body.result).toMatchObject({
      userLevel: "free",
      totalCredit: 50,
      usedCredit: 0,
      remainingCredit: 50,
      subscriptionStatus: null,
      userLevelSouce: null,
    });
    const days = (Number(answer.body.result?.resetDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("counts what tasks used against the period's total", async () => {
    const ownerId = await userIdOf(setup.backend, setup.owner);
    await setPlan(setup.backend, ownerId, "pro");
    await settledTask(setup.owner, "survey graph transformers", 1.25);
    const { result } = (await creditInfo(setup.owner)).body;
    expect(result).toMatchObject({ userLevel: "pro", totalCredit: 500, usedCredit: 1.25, remainingCredit: 498.75, subscriptionStatus: "active", userLevelSouce: "subscription" });
  });

  it("answers a canceled yearly plan's paid-through date as its end, a monthly one's next reset", async () => {
    const userId = await userIdOf(setup.backend, setup.stranger);
    const accountId = await setPlan(setup.backend, userId, "pro");
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const cancel = (paidThrough: Date | null) =>
      setup.backend.deps.db.update(creditAccounts).set({ subscriptionStatus: "canceled", paidThrough }).where(eq(creditAccounts.id, accountId));
    const daysLeft = async () => Math.floor((Number((await creditInfo(setup.stranger)).body.result?.resetDate) - Date.now()) / 86_400_000);
    try {
      await cancel(inDays(200.5));
      expect(await daysLeft()).toBe(200);
      await cancel(null);
      expect(await daysLeft()).toBeLessThan(32);
    } finally {
      await setPlan(setup.backend, userId, "free");
    }
  });

  it("shows a labmate the lab's plan and credits, with level source invite", async () => {
    const ownerId = await userIdOf(setup.backend, setup.owner);
    const mateId = await userIdOf(setup.backend, setup.stranger);
    const labAccount = await payingAccountId(setup.backend, ownerId);
    await setup.backend.deps.db.insert(labMembers).values({ userId: mateId, accountId: labAccount });
    try {
      const { result } = (await creditInfo(setup.stranger)).body;
      expect(result).toMatchObject({ userLevel: "pro", totalCredit: 500, userLevelSouce: "invite" });
    } finally {
      await setup.backend.deps.db.delete(labMembers).where(sql`${labMembers.userId} = ${mateId}`);
    }
  });
});

describe("GET /user/getUserCreditUsage", () => {
  it("lists the user's own task costs newest first as negative numbers, a page at a time", async () => {
    await settledTask(setup.owner, "first", 0.5);
    await settledTask(setup.owner, "second", 2);
    await settledTask(setup.owner, "free one", 0);
    const firstPage = await creditUsage(setup.owner, "page=1&limit=2");
    expect(firstPage.body.code, firstPage.text).toBe(0);
    // The free task has no row; the newest paid one comes first.
    expect(firstPage.body.result?.map(({ agentName, task, creditUsage }) => ({ agentName, task, creditUsage }))).toEqual([
      { agentName: "Deep Search Agent", task: "second", creditUsage: -2 },
      { agentName: "Deep Search Agent", task: "first", creditUsage: -0.5 },
    ]);
    expect(typeof firstPage.body.result?.[0]?.createdAt).toBe("number");
    const secondPage = await creditUsage(setup.owner, "page=2&limit=2");
    expect(secondPage.body.result?.map((row) => row.task)).toEqual(["survey graph transformers"]);
    expect((await creditUsage(setup.stranger)).body.result).toEqual([]);
  });

  it("refuses a page size above 100", async () => {
    expect((await creditUsage(setup.owner, "limit=101")).body.code).toBe(ResultCode.badRequest);
  });
});

describe("general chat charge", () => {
  it("is free by default", async () => {
    const userId = await userIdOf(setup.backend, setup.stranger);
    const accountId = await payingAccountId(setup.backend, userId);
    const before = await balanceAndSum(setup.backend, accountId);
    const chatSessionId = await createSession(setup.backend, setup.stranger, "hello");
    const read = await readChat(setup.backend, { query: "hello", chatSessionId }, { token: setup.stranger });
    expect(read.frames.at(-1)?.event).toBe("complete");
    expect(await balanceAndSum(setup.backend, accountId)).toEqual(before);
  });

  describe("with CHAT_CREDIT_PER_TURN=0.5", () => {
    let paid: ChatSetup;
    beforeAll(async () => {
      paid = await createChatSetup(() => ({ text: "Hello." }), { CHAT_CREDIT_PER_TURN: "0.5" });
    });
    afterAll(() => paid.dispose());

    it("charges each turn once, shown as a Chat row, and refuses with 5016 when the balance is short", async () => {
      const userId = await userIdOf(paid.backend, paid.owner);
      const accountId = await payingAccountId(paid.backend, userId);
      const chatSessionId = await createSession(paid.backend, paid.owner, "hello");
      const read = await readChat(paid.backend, { query: "what is RAG?", chatSessionId }, { token: paid.owner });
      expect(read.frames.at(-1)?.event).toBe("complete");
      expect((await balanceAndSum(paid.backend, accountId)).balance).toBe("49.5000");
      const usage = await get<CreditHistoryRow[]>(paid.backend, "/user/getUserCreditUsage", { token: paid.owner });
      expect(usage.body.result?.map(({ agentName, task, creditUsage }) => ({ agentName, task, creditUsage }))).toEqual([
        { agentName: "Chat", task: "what is RAG?", creditUsage: -0.5 },
      ]);
      await adjust(paid.backend, accountId, -49.2); // 0.3 left
      const refused = await readChat(paid.backend, { query: "and then?", chatSessionId }, { token: paid.owner });
      expect(JSON.parse(refused.raw)).toMatchObject({ code: ResultCode.insufficientCredit });
      expect((await balanceAndSum(paid.backend, accountId)).balance).toBe("0.3000");
    });
  });
});
