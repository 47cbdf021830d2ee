import { execFile } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labMembers } from "@/lib/backend/db/schema";
import { accountForUser } from "@/lib/backend/services/credit/accounts";
import { AdminUsageError, runAdminCommand } from "@/lib/backend/services/credit/plan-change-admin";
import { post } from "../support/accounts";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { accountsOf, type Person, person } from "./payments-support";

/**
 * The operators' commands (issue 19 item 4: `npm run admin -- set-plan <email> <plan>` and `grant <email>
 * <credits>`), for servers without Stripe. What an operator would notice if this failed: a plan set that does not
 * take, credits granted to the wrong account, or a typo that silently does nothing.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend({}, { runWorkers: false });
});
afterAll(() => backend.dispose());

const admin = (...args: string[]) => runAdminCommand(backend.deps.db, args);

describe("set-plan", () => {
  it("starts a month of Pro on the user's own account, with Pro's 500 credits", async () => {
    const user = await person(backend, "pro");
    expect(await admin("set-plan", user.email.toUpperCase(), "pro")).toContain("Pro plan");
    expect((await accountsOf(backend, user)).personal).toMatchObject({ plan: "pro", subscriptionStatus: "active", balance: 500, periodCredit: 500 });
  });

  it("makes an Ultra user the owner of a lab they draw on; free ends it and its labmates draw on their own again", async () => {
    const owner = await person(backend, "ultra");
    expect(await admin("set-plan", owner.email, "ultra")).toContain("Ultra plan");
    const { lab } = await accountsOf(backend, owner);
    expect(lab).toMatchObject({ plan: "lab", balance: 5000 });
    const invite = await post<{ inviteId: string }>(backend, "/credit/invite", {}, { token: owner.token });
    const labmate = await person(backend, "labmate");
    await post(backend, `/credit/join?inviteId=${invite.body.result?.inviteId ?? ""}`, undefined, { token: labmate.token });
    expect(await backend.deps.db.select().from(labMembers).where(eq(labMembers.accountId, lab?.id ?? ""))).toHaveLength(2);

    await admin("set-plan", owner.email, "free");
    expect((await accountsOf(backend, owner)).lab?.plan).toBe("free");
    expect(await backend.deps.db.select().from(labMembers).where(eq(labMembers.accountId, lab?.id ?? ""))).toEqual([]);
  });
});

describe("set-plan for a labmate", () => {
  it("gives them Pro on their own account, which they then draw on instead of the lab", async () => {
    const owner = await person(backend, "lab-of-pro");
    await admin("set-plan", owner.email, "ultra");
    const invite = await post<{ inviteId: string }>(backend, "/credit/invite", {}, { token: owner.token });
    const labmate = await person(backend, "labmate-to-pro");
    await post(backend, `/credit/join?inviteId=${invite.body.result?.inviteId ?? ""}`, undefined, { token: labmate.token });
    await admin("set-plan", labmate.email, "pro");
    const paying = await backend.deps.db.transaction((tx) => accountForUser(tx, labmate.id));
    expect({ viaLab: paying.viaLab, plan: paying.account.plan, balance: paying.account.balance }).toEqual({ viaLab: false, plan: "pro", balance: 500 });
  });
});

describe("grant", () => {
  it("adds credits to the account the user draws on", async () => {
    const user = await person(backend, "granted");
    expect(await admin("grant", user.email, "12.5")).toContain("62.5");
    expect((await accountsOf(backend, user)).personal?.balance).toBe(62.5);
  });
});

describe("mistakes", () => {
  it.each([
    [[], "No command given"],
    [["upgrade", "a@b.org", "pro"], "Unknown command: upgrade"],
    [["set-plan", "a@b.org"], "takes an email and one value"],
    [["set-plan", "nobody@lab.example.org", "pro"], "No account has the email"],
    [["grant", "a@b.org", "1", "2"], "takes an email and one value"],
  ])("%j is refused: %s", async (args, message) => {
    await expect(admin(...args)).rejects.toThrow(message);
  });

  it("refuses an unknown plan and credits that are not a positive number", async () => {
    const user: Person = await person(backend, "typos");
    await expect(admin("set-plan", user.email, "gold")).rejects.toBeInstanceOf(AdminUsageError);
    for (const credits of ["-5", "0", "ten", "1e3", "0.00001"]) await expect(admin("grant", user.email, credits)).rejects.toThrow("positive number");
    expect((await accountsOf(backend, user)).personal).toBeUndefined();
  });
});

describe("npm run admin", () => {
  const run = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const env = { ...process.env, DATABASE_URL: backend.databaseUrl, LOG_LEVEL: "warn" };
      execFile("npm", ["run", "--silent", "admin", "--", ...args], { env, timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
      );
    });

  it("changes the plan in the app's database, and explains its usage on a mistake (exit 1)", { timeout: 120_000 }, async () => {
    const user = await person(backend, "cli");
    const done = await run(["set-plan", user.email, "pro"]);
    expect(done, done.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining("Pro plan") });
    expect((await accountsOf(backend, user)).personal?.plan).toBe("pro");
    const mistake = await run(["set-plan", user.email]);
    expect(mistake.code).toBe(1);
    expect(mistake.stderr).toContain("npm run admin -- set-plan <email> <free|pro|ultra>");
  });
});
