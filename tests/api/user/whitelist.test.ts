import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSettled } from "@/lib/backend/mail/deliver";
import { isWhitelisted } from "@/lib/backend/services/user/account-email";
import { issueEmailCode } from "@/lib/backend/services/user/email-codes";
import { hashPassword } from "@/lib/backend/services/user/passwords";
import { issueToken } from "@/lib/backend/services/user/tokens";
import {
  type AccountsBackend,
  createAccountsBackend,
  loginWithPassword,
  post,
  sendCode,
  signUpAndLogin,
  uniqueIp,
} from "../support/accounts";
import { mailsTo } from "../../fixtures/outbox";
import { type FakeProviders, fakeClientIds, startFakeProviders } from "../support/fake-providers";

const notWhitelisted = {
  code: 403,
  result: null,
  message: "This version is private beta for whitelisted users",
  error: "This version is private beta for whitelisted users",
};

let fake: FakeProviders;
let open: AccountsBackend;
let beta: AccountsBackend;
let run = 0;
const address = (local: string, domain: string) => `${local}-${process.pid}-${(run += 1)}@${domain}`;

beforeAll(async () => {
  fake = await startFakeProviders();
  open = await createAccountsBackend();
  beta = await createAccountsBackend({
    WHITELIST_MODE: "true",
    WHITELIST: " Listed.Person@outside.example.com , @Lab.Example.org,",
    GITHUB_API_URL: fake.url,
    GITHUB_CLIENT_ID: fakeClientIds.github,
    GITHUB_CLIENT_SECRET: fakeClientIds.githubSecret,
    GOOGLE_CLIENT_ID: fakeClientIds.google,
    GOOGLE_USERINFO_URL: `${fake.url}/google/userinfo`,
    GOOGLE_TOKENINFO_URL: `${fake.url}/google/tokeninfo`,
  });
});
afterAll(async () => {
  await Promise.all([open.dispose(), beta.dispose()]);
  await fake.close();
});

describe("private beta off (the default)", () => {
  it("lets any address sign in", async () => {
    const email = address("anyone", "anywhere.example.net");
    const token = await signUpAndLogin(open, email);
    expect((await post(open.backend, "/user/getUserInfo", undefined, { token })).body.code).toBe(0);
  });
});

describe("private beta on", () => {
  it("lets an address of a listed @domain sign in and call authenticated paths", async () => {
    const email = address("member", "lab.example.org");
    const token = await signUpAndLogin(beta, email);
    expect((await post(beta.backend, "/user/getUserInfo", undefined, { token })).body).toMatchObject({ code: 0, result: { email } });
  });

  it("lets a listed address sign in whatever its case", async () => {
    await signUpAndLogin(beta, "listed.person@outside.example.com");
    const login = await loginWithPassword(beta.backend, "LISTED.PERSON@outside.example.com", "secret-pass-1", { ip: uniqueIp() });
    expect(login.body.code).toBe(0);
  });

  it("refuses a sign-up code to a non-listed address with the private-beta 403, and mails nothing", async () => {
    const email = address("outsider", "elsewhere.example.net");
    const answer = await sendCode(beta.backend, email, "REGISTER", { ip: uniqueIp() });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(notWhitelisted);
    await mailSettled();
    expect(await mailsTo(beta.dataDir, email)).toEqual([]);
  });

  it("refuses sign-up itself for a non-listed address, even with a valid code, and creates nothing", async () => {
    const email = address("late-outsider", "elsewhere.example.net");
    // A code issued before the address was dropped from the list.
    const authCode = await issueEmailCode(beta.backend.deps.db, email, "REGISTER", beta.clock.now());
    const answer = await post(beta.backend, "/user/emailSignUp", { email, authCode, password: "beta-pass-42" });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(notWhitelisted);
    const rows = await beta.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it("answers a non-listed account's correct login with 403 and the private-beta message", async () => {
    // An account from before the private beta (written straight into the database): signing in is refused.
    const email = address("stranger", "elsewhere.example.net");
    const hash = await hashPassword("secret-pass-1");
    await beta.backend.deps.db.execute(sql`insert into users (email, platform, password_hash) values (${email}, 'email', ${hash})`);
    const login = await loginWithPassword(beta.backend, email, "secret-pass-1", { ip: uniqueIp() });
    expect(login.status).toBe(403);
    expect(login.body).toEqual(notWhitelisted);
  });

  it("still answers a wrong password with 401, so the list is not revealed to strangers", async () => {
    const login = await loginWithPassword(beta.backend, address("guess", "elsewhere.example.net"), "wrong-pass-1", { ip: uniqueIp() });
    expect(login.status).toBe(401);
  });

  it("does not treat a sub-domain or a look-alike domain as listed", () => {
    const config = { WHITELIST_MODE: true, WHITELIST: "@lab.example.org" };
    expect(isWhitelisted(config, "a@lab.example.org")).toBe(true);
    expect(isWhitelisted(config, "a@sub.lab.example.org")).toBe(false);
    expect(isWhitelisted(config, "a@evil-lab.example.org")).toBe(false);
    expect(isWhitelisted(config, "lab.example.org@evil.test")).toBe(false);
  });

  it("answers 403 on authenticated calls for a token whose account is not listed", async () => {
    // A token issued before the account was dropped from the list (here: written straight into the database).
    const email = address("dropped", "elsewhere.example.net");
    await beta.backend.deps.db.execute(sql`insert into users (email, platform) values (${email}, 'email')`);
    const user = await beta.backend.deps.db.execute<{ id: string }>(sql`select id from users where email = ${email}`);
    const token = await issueToken(beta.backend.deps, user.rows[0]?.id ?? "");
    const answer = await post(beta.backend, "/user/getUserInfo", undefined, { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(notWhitelisted);
    // Signing out still works.
    expect((await post(beta.backend, "/user/logout", undefined, { token })).body.code).toBe(0);
  });

  it("refuses a provider sign-in of a non-listed address with 403 and creates no account", async () => {
    const email = address("octo", "elsewhere.example.net");
    fake.googleTokens.set("ya29.stranger", { sub: "google-stranger", email, email_verified: true });
    const answer = await post(beta.backend, "/user/login", { userChannel: "google", token: "ya29.stranger" }, { ip: uniqueIp() });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(notWhitelisted);
    const rows = await beta.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it("lets a provider sign-in of a listed domain through", async () => {
    const email = address("octo", "lab.example.org");
    fake.githubTokens.set("gho_member", { user: { id: 77, login: "member77", name: "Member" }, emails: [{ email, primary: true, verified: true }] });
    const answer = await post(beta.backend, "/user/login", { userChannel: "github", token: "gho_member" }, { ip: uniqueIp() });
    expect(answer.body).toMatchObject({ code: 0, result: { email, isNewUser: true } });
  });
});
