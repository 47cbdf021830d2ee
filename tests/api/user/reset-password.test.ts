import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSettled } from "@/lib/backend/mail/deliver";
import {
  type AccountsBackend,
  createAccountsBackend,
  get,
  loginWithPassword,
  post,
  requestCode,
  sendCode,
  signUpAndLogin,
  uniqueEmail,
  uniqueIp,
} from "../support/accounts";
import { mailsTo } from "../../fixtures/outbox";

let setup: AccountsBackend;
beforeAll(async () => {
  setup = await createAccountsBackend();
});
afterAll(() => setup.dispose());

const reset = (body: Record<string, unknown>) => post<boolean>(setup.backend, "/user/resetPassword", body);
const invalidCode = { code: 400, result: null, message: "Invalid or expired code", error: "Invalid or expired code" };
const userInfo = (token: string) => post(setup.backend, "/user/getUserInfo", undefined, { token });

/** A signed-up account that has just asked for a reset code, 61 s after its sign-up code. */
async function accountWithResetCode(label: string) {
  const email = uniqueEmail(label);
  const token = await signUpAndLogin(setup, email, "old-pass-1");
  setup.clock.advance(61_000);
  const code = await requestCode(setup, email, "RESET_PASSWORD");
  return { email, token, code };
}

describe("password reset", () => {
  it("sets the new password from the mailed code; the old password and every old token stop working", async () => {
    const { email, token, code } = await accountWithResetCode("resetter");
    const [mail] = (await mailsTo(setup.dataDir, email)).slice(-1);
    expect(mail?.subject).toMatch(/password reset code is \d{6}$/);

    const { status, body } = await reset({ email, newPassword: "newPass2025", authCode: code });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, result: true });

    expect((await userInfo(token)).body).toMatchObject({ code: 401, message: "Please log in first" });
    expect((await loginWithPassword(setup.backend, email, "old-pass-1", { ip: uniqueIp() })).status).toBe(401);
    expect((await loginWithPassword(setup.backend, email, "newPass2025", { ip: uniqueIp() })).body.code).toBe(0);
  });

  it("refuses a wrong code and keeps the old password and tokens", async () => {
    const { email, token, code } = await accountWithResetCode("wrongreset");
    const answer = await reset({ email, newPassword: "newPass2025", authCode: code === "000000" ? "000001" : "000000" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidCode);
    expect((await userInfo(token)).body.code).toBe(0);
    expect((await loginWithPassword(setup.backend, email, "old-pass-1", { ip: uniqueIp() })).body.code).toBe(0);
  });

  it("refuses an expired code", async () => {
    const { email, code } = await accountWithResetCode("expiredreset");
    await setup.backend.deps.db.execute(sql`update email_codes set expires_at = now() - interval '1 second' where email = ${email}`);
    expect((await reset({ email, newPassword: "newPass2025", authCode: code })).body).toEqual(invalidCode);
  });

  it("accepts a code only once", async () => {
    const { email, code } = await accountWithResetCode("oncereset");
    expect((await reset({ email, newPassword: "newPass2025", authCode: code })).body.code).toBe(0);
    expect((await reset({ email, newPassword: "other2026x", authCode: code })).body).toEqual(invalidCode);
  });

  it("voids the code after 5 wrong tries", async () => {
    const { email, code } = await accountWithResetCode("fivereset");
    const wrong = code === "123123" ? "321321" : "123123";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await reset({ email, newPassword: "newPass2025", authCode: wrong })).body).toEqual(invalidCode);
    }
    expect((await reset({ email, newPassword: "newPass2025", authCode: code })).body).toEqual(invalidCode);
  });

  it("does not accept a sign-up code for a reset", async () => {
    const email = uniqueEmail("signupcode");
    const signUpCode = await requestCode(setup, email, "REGISTER");
    expect((await reset({ email, newPassword: "newPass2025", authCode: signUpCode })).body).toEqual(invalidCode);
  });

  it("answers an unknown address byte for byte like a wrong code", async () => {
    const { email } = await accountWithResetCode("knownreset");
    const known = await reset({ email, newPassword: "newPass2025", authCode: "000000" });
    const unknown = await reset({ email: uniqueEmail("unknownreset"), newPassword: "newPass2025", authCode: "000000" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
  });

  it.each([
    ["no email", { newPassword: "newPass2025", authCode: "123456" }, "Please use a valid email to get the code"],
    ["a malformed email", { email: "not an email", newPassword: "newPass2025", authCode: "123456" }, "Please use a valid email to get the code"],
    ["no password", { email: "a@b.org", authCode: "123456" }, "Password is required"],
    ["a 7-character password", { email: "a@b.org", newPassword: "abc1234", authCode: "123456" }, "Password must be 8-128 characters"],
    ["a 129-character password", { email: "a@b.org", newPassword: `abc1234${"x".repeat(122)}`, authCode: "123456" }, "Password must be 8-128 characters"],
    ["a password without digits", { email: "a@b.org", newPassword: "abcdefghij", authCode: "123456" }, "Use letters and numbers"],
    ["a password without letters", { email: "a@b.org", newPassword: "1234567890", authCode: "123456" }, "Use letters and numbers"],
    ["no code", { email: "a@b.org", newPassword: "newPass2025" }, "Code is required"],
    ["a 5-digit code", { email: "a@b.org", newPassword: "newPass2025", authCode: "12345" }, "Enter 6-digit code"],
    ["a code with letters", { email: "a@b.org", newPassword: "newPass2025", authCode: "12345a" }, "Enter 6-digit code"],
  ])("refuses %s with the §5 message", async (_case, body, message) => {
    const answer = await reset(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, result: null, message, error: message });
  });
});

describe("GET /user/sendEmailAuthCode", () => {
  it("answers byte for byte the same for known and unknown addresses, for both purposes", async () => {
    const known = uniqueEmail("known");
    await signUpAndLogin(setup, known);
    setup.clock.advance(61_000);
    for (const purpose of ["REGISTER", "RESET_PASSWORD"] as const) {
      const forKnown = await sendCode(setup.backend, known, purpose, { ip: uniqueIp() });
      const forUnknown = await sendCode(setup.backend, uniqueEmail("unknown"), purpose, { ip: uniqueIp() });
      expect(forKnown.status).toBe(200);
      expect(forUnknown.status).toBe(forKnown.status);
      expect(forUnknown.text).toBe(forKnown.text);
      expect(forKnown.body).toEqual({ code: 0, result: true, message: "success" });
      setup.clock.advance(61_000);
    }
  });

  it("mails nothing for a password reset of an unknown address", async () => {
    const email = uniqueEmail("ghost");
    expect((await sendCode(setup.backend, email, "RESET_PASSWORD", { ip: uniqueIp() })).body.code).toBe(0);
    await mailSettled();
    expect(await mailsTo(setup.dataDir, email)).toEqual([]);
    const rows = await setup.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from email_codes where email = ${email}`);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it("stores codes hashed, never as the 6 digits", async () => {
    const email = uniqueEmail("hashed");
    const code = await requestCode(setup, email, "REGISTER");
    const rows = await setup.backend.deps.db.execute<{ code_hash: string }>(sql`select code_hash from email_codes where email = ${email}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0]?.code_hash).not.toContain(code);
  });

  it.each([
    ["no email", "sendEmailType=REGISTER", "please enter your email"],
    ["a malformed email", "email=ada%40&sendEmailType=REGISTER", "please enter a valid email"],
  ])("refuses %s with the §5 message", async (_case, query, message) => {
    const { status, body } = await get(setup.backend, `/user/sendEmailAuthCode?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: null, message, error: message });
  });

  it("refuses an unknown sendEmailType with a 400 naming the field", async () => {
    const { status, body } = await get(setup.backend, "/user/sendEmailAuthCode?email=a%40b.org&sendEmailType=LOGIN");
    expect(status).toBe(400);
    expect(body.message).toMatch(/^sendEmailType: /);
  });
});
