import { randomBytes, scryptSync } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSettled } from "@/lib/backend/mail/deliver";
import { type AccountsBackend, createAccountsBackend, loginWithPassword, post, requestCode, uniqueEmail, uniqueIp } from "../support/accounts";
import { mailsTo } from "../../fixtures/outbox";

/** The password rules of issue 13 (ASVS V6.2): length, no composition rule, a blocklist, OWASP's scrypt cost. */
let setup: AccountsBackend;
beforeAll(async () => {
  setup = await createAccountsBackend();
});
afterAll(() => setup.dispose());

const tooCommon = "This password is too common. Please choose another one";

async function storedHash(email: string): Promise<string> {
  const rows = await setup.backend.deps.db.execute<{ hash: string }>(sql`select password_hash as hash from users where email = ${email}`);
  return rows.rows[0]?.hash ?? "";
}

async function userCount(email: string): Promise<number> {
  const rows = await setup.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`);
  return rows.rows[0]?.n ?? -1;
}

describe("new passwords at sign-up", { timeout: 60_000 }, () => {
  it("refuses a password from the common-password list, whatever its case, and keeps the code usable", async () => {
    const email = uniqueEmail("common");
    const authCode = await requestCode(setup, email, "REGISTER");
    for (const password of ["password1", "Iloveyou", "12345678"]) {
      const refused = await post(setup.backend, "/user/emailSignUp", { email, authCode, password });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 400, result: null, message: tooCommon, error: tooCommon });
    }
    expect(await userCount(email)).toBe(0);
    const accepted = await post(setup.backend, "/user/emailSignUp", { email, authCode, password: "tide pools at dusk" });
    expect(accepted.body).toMatchObject({ code: 0, result: true });
  });

  it("refuses fewer than 8 characters and more than 128, and takes any 8 characters without composition rules", async () => {
    const email = uniqueEmail("lengths");
    const authCode = await requestCode(setup, email, "REGISTER");
    const short = await post(setup.backend, "/user/emailSignUp", { email, authCode, password: "qz7$kpw" });
    expect(short.body.message).toBe("password length must be at least 8");
    const long = await post(setup.backend, "/user/emailSignUp", { email, authCode, password: "q".repeat(129) });
    expect(long.body.message).toBe("password length must be at most 128");
    const lettersOnly = await post(setup.backend, "/user/emailSignUp", { email, authCode, password: "quartzmoth" });
    expect(lettersOnly.body).toMatchObject({ code: 0, result: true });
  });

  it("stores the hash with OWASP's scrypt parameters written into it", async () => {
    const email = uniqueEmail("cost");
    const authCode = await requestCode(setup, email, "REGISTER");
    await post(setup.backend, "/user/emailSignUp", { email, authCode, password: "granite-owl-4" });
    expect(await storedHash(email)).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
  });
});

describe("an account hashed with older scrypt parameters", { timeout: 60_000 }, () => {
  it("signs in, and the login replaces the hash with today's parameters; the password keeps working", async () => {
    const email = uniqueEmail("rehash");
    const salt = randomBytes(16);
    const key = scryptSync("old-cost-pass-9", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const oldHash = ["scrypt", 2 ** 15, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    await setup.backend.deps.db.execute(sql`insert into users (email, platform, password_hash) values (${email}, 'email', ${oldHash})`);

    expect((await loginWithPassword(setup.backend, email, "old-cost-pass-9", { ip: uniqueIp() })).status).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).not.toBe(oldHash);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await loginWithPassword(setup.backend, email, "old-cost-pass-9", { ip: uniqueIp() })).status).toBe(200);
    expect((await loginWithPassword(setup.backend, email, "wrong-pass-9", { ip: uniqueIp() })).status).toBe(401);
  });

  it("keeps the old hash when the password is wrong", async () => {
    const email = uniqueEmail("rehash-wrong");
    const salt = randomBytes(16);
    const key = scryptSync("old-cost-pass-9", salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const oldHash = ["scrypt", 2 ** 15, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    await setup.backend.deps.db.execute(sql`insert into users (email, platform, password_hash) values (${email}, 'email', ${oldHash})`);
    expect((await loginWithPassword(setup.backend, email, "not-the-pass-9", { ip: uniqueIp() })).status).toBe(401);
    expect(await storedHash(email)).toBe(oldHash);
  });
});

describe("new passwords at reset", { timeout: 60_000 }, () => {
  it("refuses a common password (the code stays usable), then mails the owner once the reset is done", async () => {
    const email = uniqueEmail("reset-mail");
    const signUpCode = await requestCode(setup, email, "REGISTER");
    await post(setup.backend, "/user/emailSignUp", { email, authCode: signUpCode, password: "first-pass-77" });
    setup.clock.advance(61_000);
    const authCode = await requestCode(setup, email, "RESET_PASSWORD");

    const refused = await post(setup.backend, "/user/resetPassword", { email, newPassword: "password123", authCode });
    expect(refused.body).toEqual({ code: 400, result: null, message: tooCommon, error: tooCommon });
    const before = (await mailsTo(setup.dataDir, email)).length;

    const accepted = await post(setup.backend, "/user/resetPassword", { email, newPassword: "second-pass-78", authCode });
    expect(accepted.body).toMatchObject({ code: 0, result: true });
    await mailSettled();
    const mails = await mailsTo(setup.dataDir, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe("Your Research Co-Scientist password was reset");
    expect(mails.at(-1)?.body).toMatch(/signed out/);
  });
});
