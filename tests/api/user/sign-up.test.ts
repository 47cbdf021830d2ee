import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSettled } from "@/lib/backend/mail/deliver";
import {
  type AccountsBackend,
  createAccountsBackend,
  loginWithPassword,
  post,
  requestCode,
  sendCode,
  signUpAndLogin,
  uniqueEmail,
  uniqueIp,
} from "../support/accounts";
import { mailsTo, waitForMail } from "../../fixtures/outbox";

let setup: AccountsBackend;
beforeAll(async () => {
  setup = await createAccountsBackend();
});
afterAll(() => setup.dispose());

const signUp = (body: Record<string, unknown>) => post<boolean>(setup.backend, "/user/emailSignUp", body);
const invalidCode = { code: 400, result: null, message: "Invalid or expired code", error: "Invalid or expired code" };

async function userCount(email: string): Promise<number> {
  const rows = await setup.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`);
  return rows.rows[0]?.n ?? -1;
}

describe("sign-up with a mailed code", () => {
  it("creates the account from the code in the outbox; the new user can log in and is new", async () => {
    const email = uniqueEmail("newcomer");
    const authCode = await requestCode(setup, email, "REGISTER");
    expect(authCode).toMatch(/^\d{6}$/);

    const { status, body } = await signUp({ email, authCode, password: "harbor-lamp-22", channel: "owner" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, result: true });

    const login = await loginWithPassword(setup.backend, email, "harbor-lamp-22", { ip: uniqueIp() });
    expect(login.status).toBe(200);
    expect(login.body.result).toMatchObject({ email, platform: "email", isNewUser: true, name: email.split("@")[0] });
    expect(login.body.result?.token).toMatch(/^[\w-]{43}$/);
  });

  it("treats the address case-insensitively: one account, stored lowercased", async () => {
    const email = uniqueEmail("MixedCase");
    const authCode = await requestCode(setup, email.toUpperCase(), "REGISTER");
    expect((await signUp({ email: email.toUpperCase(), authCode, password: "harbor-lamp-22" })).body.code).toBe(0);
    expect(await userCount(email.toLowerCase())).toBe(1);
    expect((await loginWithPassword(setup.backend, email, "harbor-lamp-22", { ip: uniqueIp() })).body.code).toBe(0);
  });

  it("mails the code with the sender, recipient and an RFC 822 layout", async () => {
    const email = uniqueEmail("mailcheck");
    await requestCode(setup, email, "REGISTER");
    const [mail] = await mailsTo(setup.dataDir, email);
    expect(mail?.from).toMatch(/^"?Research Co-Scientist"? <no-reply@localhost>$/);
    expect(mail?.subject).toMatch(/sign-up code is \d{6}$/);
    expect(mail?.raw).toContain("\r\n\r\n");
    expect(mail?.body).toContain("valid for 10 minutes");
  });
});

describe("sign-up refusals", () => {
  it.each([
    ["no email", { authCode: "123456", password: "harbor-lamp-22" }, "please enter your email"],
    ["an empty email", { email: "", authCode: "123456", password: "harbor-lamp-22" }, "please enter your email"],
    ["a malformed email", { email: "ada@", authCode: "123456", password: "harbor-lamp-22" }, "please enter a valid email"],
    ["no password", { email: "a@b.org", authCode: "123456" }, "please enter your password"],
    ["a short password", { email: "a@b.org", authCode: "123456", password: "abc" }, "password length must be greater than 6"],
    ["no code", { email: "a@b.org", password: "harbor-lamp-22" }, "please enter your code"],
    ["a short code", { email: "a@b.org", authCode: "123", password: "harbor-lamp-22" }, "code length must be greater than 6"],
  ])("refuses %s with the §5 message", async (_case, body, message) => {
    const answer = await signUp(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, result: null, message, error: message });
  });

  it("refuses a wrong code and creates no account", async () => {
    const email = uniqueEmail("wrong");
    const authCode = await requestCode(setup, email, "REGISTER");
    const wrong = authCode === "000000" ? "111111" : "000000";
    const answer = await signUp({ email, authCode: wrong, password: "harbor-lamp-22" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidCode);
    expect(await userCount(email)).toBe(0);
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail("expired");
    const authCode = await requestCode(setup, email, "REGISTER");
    await setup.backend.deps.db.execute(sql`update email_codes set expires_at = now() - interval '1 second' where email = ${email}`);
    expect((await signUp({ email, authCode, password: "harbor-lamp-22" })).body).toEqual(invalidCode);
    expect(await userCount(email)).toBe(0);
  });

  it("accepts a code only once", async () => {
    const email = uniqueEmail("reuse");
    const authCode = await requestCode(setup, email, "REGISTER");
    expect((await signUp({ email, authCode, password: "harbor-lamp-22" })).body.code).toBe(0);
    expect((await signUp({ email, authCode, password: "other-pass" })).body).toEqual(invalidCode);
    // The first password still holds.
    expect((await loginWithPassword(setup.backend, email, "harbor-lamp-22", { ip: uniqueIp() })).body.code).toBe(0);
  });

  it("voids the code after 5 wrong tries, even for the right code afterwards", async () => {
    const email = uniqueEmail("fivetries");
    const authCode = await requestCode(setup, email, "REGISTER");
    const wrong = authCode === "999999" ? "999998" : "999999";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signUp({ email, authCode: wrong, password: "harbor-lamp-22" })).body).toEqual(invalidCode);
    }
    expect((await signUp({ email, authCode, password: "harbor-lamp-22" })).body).toEqual(invalidCode);
    expect(await userCount(email)).toBe(0);
  });

  it("still accepts the right code after 4 wrong tries", async () => {
    const email = uniqueEmail("fourtries");
    const authCode = await requestCode(setup, email, "REGISTER");
    const wrong = authCode === "999999" ? "999998" : "999999";
    for (let attempt = 1; attempt <= 4; attempt += 1) await signUp({ email, authCode: wrong, password: "harbor-lamp-22" });
    expect((await signUp({ email, authCode, password: "harbor-lamp-22" })).body.code).toBe(0);
  });

  it("voids an older code when a newer one is sent", async () => {
    const email = uniqueEmail("newer");
    const first = await requestCode(setup, email, "REGISTER");
    setup.clock.advance(61_000);
    const second = await requestCode(setup, email, "REGISTER");
    if (first !== second) expect((await signUp({ email, authCode: first, password: "harbor-lamp-22" })).body).toEqual(invalidCode);
    expect((await signUp({ email, authCode: second, password: "harbor-lamp-22" })).body.code).toBe(0);
  });

  it("does not accept a password-reset code for sign-up (codes are bound to their purpose)", async () => {
    const email = uniqueEmail("purpose");
    await signUpAndLogin(setup, email);
    setup.clock.advance(61_000);
    const resetCode = await requestCode(setup, email, "RESET_PASSWORD");
    const other = uniqueEmail("purpose-other");
    expect((await signUp({ email: other, authCode: resetCode, password: "harbor-lamp-22" })).body).toEqual(invalidCode);
  });

  it("mails an existing account a notice instead of a code, and sign-up answers like a wrong code", async () => {
    const email = uniqueEmail("existing");
    await signUpAndLogin(setup, email, "first-pass-1");
    setup.clock.advance(61_000);
    const seen = (await mailsTo(setup.dataDir, email)).length;
    expect((await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() })).body).toMatchObject({ code: 0, result: true });
    await mailSettled();
    const notice = await waitForMail(setup.dataDir, email, seen);
    expect(notice.subject).toBe("You already have a Research Co-Scientist account");
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
    expect((await signUp({ email, authCode: "123456", password: "harbor-lamp-22" })).body).toEqual(invalidCode);
    expect(await userCount(email)).toBe(1);
  });

  it("leaves no trace when the account appears between sending the code and signing up", async () => {
    const email = uniqueEmail("race");
    const authCode = await requestCode(setup, email, "REGISTER");
    // Another sign-in (e.g. GitHub with the same address) created the account in the meantime.
    await setup.backend.deps.db.execute(sql`insert into users (email, platform) values (${email}, 'github')`);
    const answer = await signUp({ email, authCode, password: "harbor-lamp-22" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidCode);
    const rows = await setup.backend.deps.db.execute<{ platform: string; password_hash: string | null }>(
      sql`select platform, password_hash from users where email = ${email}`,
    );
    expect(rows.rows).toEqual([{ platform: "github", password_hash: null }]);
  });
});
