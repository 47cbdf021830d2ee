import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditAccounts, creditLedger, labMembers, tasks } from "@/lib/backend/db/schema";
import { resetDueAccounts } from "@/lib/backend/services/credit/monthly-reset";
import { endPlansNow } from "@/lib/backend/services/credit/plan-change";
import type { Invite, InviteInfoList } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { post } from "../support/accounts";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, startTask, type TaskSetup } from "../task/task-support";
import { adjust, balanceAndSum } from "./credit-support";
import { accountsOf, type Person, person, setPlanAsOperator } from "./payments-support";

/**
 * Shared labs (issue 19 acceptance "Labs"; spec §1, §9: "The invite link can be used only once; credits are shared
 * with the labmate after approval"). What a user would notice if this failed: a forwarded link letting a second
 * stranger spend the lab's credits, a labmate's tasks still billed to them, or a removed labmate still spending.
 */
let setup: TaskSetup;
let owner: Person;

beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 50 }) : { text: "chat" }));
  owner = await person(setup.backend, "lab-owner");
  await setPlanAsOperator(setup.backend, owner, "ultra");
});
afterAll(() => setup.dispose());

const invite = (who: Person, email?: string) => post<Invite>(setup.backend, "/credit/invite", email ? { email } : {}, { token: who.token });
const join = (who: Person, inviteId: string) => post(setup.backend, `/credit/join?${new URLSearchParams({ inviteId })}`, undefined, { token: who.token });
const list = (who: Person) => post<InviteInfoList>(setup.backend, "/credit/list", undefined, { token: who.token });
const remove = (who: Person, userId: string) => post(setup.backend, "/credit/remove", { userId }, { token: who.token });

async function newInviteId(email?: string): Promise<string> {
  const answer = await invite(owner, email);
  expect(answer.body.code, answer.text).toBe(0);
  return answer.body.result?.inviteId ?? "";
}

/** Starts a Deep Survey task for the person and answers the account it reserved its credits on. */
async function accountCharged(who: Person): Promise<string | null | undefined> {
  const { taskId } = await startTask(setup, who.token);
  const [row] = await setup.backend.deps.db.select({ accountId: tasks.creditAccountId }).from(tasks).where(eq(tasks.id, taskId));
  const reserved = await setup.backend.deps.db
    .select({ userId: creditLedger.userId })
    .from(creditLedger)
    .where(and(eq(creditLedger.taskId, taskId), eq(creditLedger.kind, "reserve"), eq(creditLedger.accountId, row?.accountId ?? "")));
  expect(reserved.map((entry) => entry.userId)).toEqual([who.id]);
  return row?.accountId;
}

describe("invite links", () => {
  it("are made by an Ultra plan's owner, as a ready /upgrade?inviteId= link", async () => {
    const answer = await invite(owner);
    expect(answer.body.code, answer.text).toBe(0);
    const link = new URL(answer.body.result?.inviteUrl ?? "");
    expect(link.pathname).toBe("/upgrade");
    expect(link.searchParams.get("inviteId")).toBe(answer.body.result?.inviteId);
  });

  it("are refused to free and Pro users with a reason naming Ultra", async () => {
    const free = await person(setup.backend, "free");
    const pro = await person(setup.backend, "pro");
    await setPlanAsOperator(setup.backend, pro, "pro");
    for (const who of [free, pro]) {
      const answer = await invite(who);
      expect(answer.body.code, answer.text).toBe(400);
      expect(answer.body.message).toContain("Ultra");
    }
  });

  it("work once: a second use, by anyone, is refused and adds nobody", async () => {
    const inviteId = await newInviteId();
    const first = await person(setup.backend, "labmate");
    const second = await person(setup.backend, "forwarded-to");
    expect((await join(first, inviteId)).body.code).toBe(0);
    const again = await join(second, inviteId);
    expect(again.body.code, again.text).toBe(400);
    expect(again.body.message).toContain("already been used");
    expect((await join(first, inviteId)).body.code).toBe(400);
    const members = (await list(owner)).body.result?.inviteInfoList.map((entry) => entry.userId);
    expect(members).toContain(first.id);
    expect(members).not.toContain(second.id);
  });

  it("work once when two people accept at the same moment", async () => {
    const inviteId = await newInviteId();
    const racers = await Promise.all([person(setup.backend, "racer-a"), person(setup.backend, "racer-b")]);
    const answers = await Promise.all(racers.map((who) => join(who, inviteId)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 400]);
  });

  it("made for an address are refused to anyone else; unknown ids are refused", async () => {
    const intended = await person(setup.backend, "intended");
    const inviteId = await newInviteId(intended.email);
    const other = await person(setup.backend, "other");
    expect((await join(other, inviteId)).body.code).toBe(404);
    expect((await join(other, "no-such-invite")).body.code).toBe(404);
    expect((await join(intended, inviteId)).body.code).toBe(0);
  });

  it("cannot move someone who already shares a lab, nor the owner into their own lab", async () => {
    const member = await person(setup.backend, "member");
    expect((await join(member, await newInviteId())).body.code).toBe(0);
    const other = await person(setup.backend, "other-owner");
    await setPlanAsOperator(setup.backend, other, "ultra");
    const otherInvite = await invite(other);
    expect((await join(member, otherInvite.body.result?.inviteId ?? "")).body.message).toContain("Leave that lab");
    expect((await join(owner, await newInviteId())).body).toMatchObject({ code: 400, message: "You are already in this lab." });
    // An owner cannot leave their own lab, so they are not told to.
    const ownersAnswer = await join(owner, (await invite(other)).body.result?.inviteId ?? "");
    expect(ownersAnswer.body).toMatchObject({ code: 400, message: "You own a lab on the Ultra plan, so you cannot join another lab." });
  });
});

describe("a labmate's credits", () => {
  it("come from the lab after joining, and from their own account again after removal", async () => {
    const labmate = await person(setup.backend, "spender");
    const { lab } = await accountsOf(setup.backend, owner);
    expect((await join(labmate, await newInviteId())).body.code).toBe(0);
    expect(await accountCharged(labmate)).toBe(lab?.id);

    expect((await remove(owner, labmate.id)).body.code).toBe(0);
    const charged = await accountCharged(labmate);
    const { personal } = await accountsOf(setup.backend, labmate);
    expect(charged).toBe(personal?.id);
    expect(personal?.id).not.toBe(lab?.id);
  });

  it("come from the lab for its owner too", async () => {
    const { lab } = await accountsOf(setup.backend, owner);
    expect(await accountCharged(owner)).toBe(lab?.id);
  });
});

describe("two labmates starting tasks at the same moment", () => {
  it("cannot both reserve the lab's last credits: one starts, the other gets 5016, and the balance never goes below 0", async () => {
    const labOwner = await person(setup.backend, "last-credits-owner");
    await setPlanAsOperator(setup.backend, labOwner, "ultra");
    const labmate = await person(setup.backend, "last-credits-labmate");
    expect((await join(labmate, (await invite(labOwner)).body.result?.inviteId ?? "")).body.code).toBe(0);
    const labId = (await accountsOf(setup.backend, labOwner)).lab?.id ?? "";
    await adjust(setup.backend, labId, 3 - 5000); // Deep Survey reserves 2: room for one task.
    const sessions = await Promise.all([labOwner, labmate].map((who) => createSession(setup.backend, who.token, "survey")));
    const answers = await Promise.all(
      [labOwner, labmate].map((who, at) => createTask(setup.backend, who.token, { agentName: "Deep Search Agent", chatSessionId: sessions[at] ?? "", query: "survey" })),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ResultCode.insufficientCredit]);
    const { balance, sum } = await balanceAndSum(setup.backend, labId);
    expect(balance).toBe(sum);
    expect(Number(balance)).toBeGreaterThanOrEqual(0);
  });
});

describe("the labmate list and removal", () => {
  it("lists labmates (not the owner) with the user id used for removal, to the owner and to labmates", async () => {
    const labmate = await person(setup.backend, "listed");
    await join(labmate, await newInviteId());
    for (const viewer of [owner, labmate]) {
      const entries = (await list(viewer)).body.result?.inviteInfoList ?? [];
      expect(entries.find((entry) => entry.userId === labmate.id)).toMatchObject({ email: labmate.email, status: "joined" });
      expect(entries.map((entry) => entry.userId)).not.toContain(owner.id);
    }
    const outsider = await person(setup.backend, "outsider");
    expect((await list(outsider)).body.result).toEqual({ inviteInfoList: [] });
  });

  it("is the owner's: others cannot remove labmates or the owner; a labmate may leave", async () => {
    const labmate = await person(setup.backend, "stays");
    const leaver = await person(setup.backend, "leaves");
    await join(labmate, await newInviteId());
    await join(leaver, await newInviteId());
    const outsider = await person(setup.backend, "outsider");
    expect((await remove(outsider, labmate.id)).body.code).toBe(404);
    expect((await remove(leaver, labmate.id)).body.code).toBe(404);
    expect((await remove(labmate, owner.id)).body.code).toBe(404);
    expect((await remove(owner, owner.id)).body.code).toBe(404);
    expect((await remove(leaver, leaver.id)).body.code).toBe(0);
    const ids = (await list(owner)).body.result?.inviteInfoList.map((entry) => entry.userId);
    expect(ids).toContain(labmate.id);
    expect(ids).not.toContain(leaver.id);
    expect((await remove(owner, leaver.id)).body.code).toBe(404);
  });

  it("asks every caller to log in first", async () => {
    const inviteId = await newInviteId();
    for (const path of ["/credit/list", "/credit/invite", `/credit/join?inviteId=${inviteId}`, "/credit/remove", "/credit/cancel", "/credit/upgrade_plan"]) {
      const answer = await post(setup.backend, path, {});
      expect({ path, code: answer.body.code }).toEqual({ path, code: 401 });
    }
  });
});

describe("a lab whose plan ends", () => {
  async function labWithLabmate(label: string) {
    const labOwner = await person(setup.backend, `${label}-owner`);
    await setPlanAsOperator(setup.backend, labOwner, "ultra");
    const labmate = await person(setup.backend, `${label}-labmate`);
    const inviteId = (await invite(labOwner)).body.result?.inviteId ?? "";
    expect((await join(labmate, inviteId)).body.code).toBe(0);
    return { labOwner, labmate };
  }

  it("sends its labmates back to their own accounts when a canceled lab resets to Free", async () => {
    const { labOwner, labmate } = await labWithLabmate("canceling");
    expect((await post(setup.backend, "/credit/cancel", undefined, { token: labOwner.token })).body.code).toBe(0);
    const { lab } = await accountsOf(setup.backend, labOwner);
    const db = setup.backend.deps.db;
    await db.update(creditAccounts).set({ resetDate: sql`now() - interval '1 minute'` }).where(eq(creditAccounts.id, lab?.id ?? ""));
    await resetDueAccounts(db);
    expect(await accountCharged(labmate)).toBe((await accountsOf(setup.backend, labmate)).personal?.id);
    expect(await accountCharged(labOwner)).toBe((await accountsOf(setup.backend, labOwner)).personal?.id);
  });

  it("cannot be joined while the plan is being ended: the late joiner is refused, not left in a free lab", async () => {
    const labOwner = await person(setup.backend, "ending-owner");
    await setPlanAsOperator(setup.backend, labOwner, "ultra");
    const inviteId = (await invite(labOwner)).body.result?.inviteId ?? "";
    const joiner = await person(setup.backend, "late-joiner");
    let finishEnding = () => {};
    const ended = new Promise<void>((resolve) => (finishEnding = resolve));
    let plansEnded = () => {};
    const endingStarted = new Promise<void>((resolve) => (plansEnded = resolve));
    const ending = setup.backend.deps.db.transaction(async (tx) => {
      await endPlansNow(tx, labOwner.id);
      plansEnded();
      await ended;
    });
    await endingStarted;
    const joining = join(joiner, inviteId);
    await sleep(300);
    finishEnding();
    await ending;
    expect((await joining).body.code).toBe(400);
    expect(await setup.backend.deps.db.select().from(labMembers).where(eq(labMembers.userId, joiner.id))).toEqual([]);
  });
});
