import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsBackend, createAccountsBackend, loginWithPassword, post, signUpAndLogin, uniqueEmail, uniqueIp } from "../support/accounts";

let setup: AccountsBackend;
let email: string;
const password = "right-pass-1";
beforeAll(async () => {
  setup = await createAccountsBackend();
  email = uniqueEmail("ada");
  await signUpAndLogin(setup, email, password);
});
afterAll(() => setup.dispose());

const incorrect = { code: 401, result: null, message: "Incorrect email or password", error: "Incorrect email or password" };
const pleaseLogIn = { code: 401, result: null, message: "Please log in first", error: "Please log in first" };
const userInfo = (token?: string, headers?: Record<string, string>) =>
  post<Record<string, unknown>>(setup.backend, "/user/getUserInfo", undefined, { token, headers });

describe("POST /user/login with email and password", () => {
  it("answers the user info with a token, whichever case the address is typed in", async () => {
    const { status, body } = await loginWithPassword(setup.backend, email.toUpperCase(), password, { ip: uniqueIp() });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Object.keys(body.result ?? {}).sort()).toEqual(
      ["email", "githubEmail", "googleEmail", "id", "isNewUser", "name", "platform", "token", "userName"].sort(),
    );
    expect(body.result).toMatchObject({ email, platform: "email", googleEmail: null, githubEmail: null });
  });

  it("also answers on the contract's POST /login", async () => {
    const { body } = await post(setup.backend, "/login", { userChannel: "email", email, password }, { ip: uniqueIp() });
    expect(body).toMatchObject({ code: 0, result: { email } });
  });

  it("refuses a wrong password with 401 'Incorrect email or password'", async () => {
    const { status, body } = await loginWithPassword(setup.backend, email, "wrong-pass-1", { ip: uniqueIp() });
    expect(status).toBe(401);
    expect(body).toEqual(incorrect);
  });

  it("answers an unknown address byte for byte like a wrong password", async () => {
    const known = await loginWithPassword(setup.backend, email, "wrong-pass-1", { ip: uniqueIp() });
    const unknown = await loginWithPassword(setup.backend, uniqueEmail("nobody"), "wrong-pass-1", { ip: uniqueIp() });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
  });

  it("refuses an account that has no password (provider-only) the same way", async () => {
    const providerOnly = uniqueEmail("provider-only");
    await setup.backend.deps.db.execute(sql`insert into users (email, platform) values (${providerOnly}, 'google')`);
    const { status, body } = await loginWithPassword(setup.backend, providerOnly, "anything-1", { ip: uniqueIp() });
    expect(status).toBe(401);
    expect(body).toEqual(incorrect);
  });

  // Ten password checks at OWASP's scrypt cost take a while on a busy machine.
  it("spends about the same time on an unknown address as on a wrong password (no enumeration by timing)", { timeout: 120_000 }, async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    const ip = uniqueIp();
    for (let round = 0; round < 5; round += 1) {
      let started = performance.now();
      await loginWithPassword(setup.backend, email, "wrong-pass-1", { ip });
      known.push(performance.now() - started);
      started = performance.now();
      await loginWithPassword(setup.backend, uniqueEmail("ghost"), "wrong-pass-1", { ip });
      unknown.push(performance.now() - started);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it.each([
    ["no email", { userChannel: "email", password: "abcdefg" }, "please enter your email"],
    ["a malformed email", { userChannel: "email", email: "ada.example.org", password: "abcdefg" }, "please enter a valid email"],
    ["no password", { userChannel: "email", email: "a@b.org" }, "please enter your password"],
    ["an empty password", { userChannel: "email", email: "a@b.org", password: "" }, "please enter your password"],
    ["a short password", { userChannel: "email", email: "a@b.org", password: "abc" }, "password length must be greater than 6"],
  ])("refuses %s with the §5 message", async (_case, body, message) => {
    const answer = await post(setup.backend, "/user/login", body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, result: null, message, error: message });
  });

  it("refuses a body that is not JSON with a clear 400", async () => {
    const answer = await post(setup.backend, "/user/login", "{nope");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("The request body is not valid JSON");
  });
});

describe("tokens", () => {
  it("gives the user info for the AuthToken header, and for the token header alone", async () => {
    const token = (await loginWithPassword(setup.backend, email, password, { ip: uniqueIp() })).body.result?.token ?? "";
    const viaAuthToken = await userInfo(undefined, { AuthToken: token });
    expect(viaAuthToken.status).toBe(200);
    expect(viaAuthToken.body.result).toMatchObject({ email, platform: "email" });
    expect(viaAuthToken.body.result).not.toHaveProperty("token");
    expect((await userInfo(undefined, { token })).body.result).toMatchObject({ email });
  });

  it("answers 401 'Please log in first' without a token or with an unknown one", async () => {
    const none = await userInfo();
    expect(none.status).toBe(401);
    expect(none.body).toEqual(pleaseLogIn);
    expect((await userInfo("not-a-real-token")).body).toEqual(pleaseLogIn);
  });

  it("stores only the SHA-256 of a token", async () => {
    const token = (await loginWithPassword(setup.backend, email, password, { ip: uniqueIp() })).body.result?.token ?? "";
    const rows = await setup.backend.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_tokens where token_hash = encode(sha256(${token}::bytea), 'hex')`,
    );
    expect(rows.rows[0]?.n).toBe(1);
    const plain = await setup.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from auth_tokens where token_hash = ${token}`);
    expect(plain.rows[0]?.n).toBe(0);
  });

  it("lives 7 days and is refused once expired", async () => {
    const token = (await loginWithPassword(setup.backend, email, password, { ip: uniqueIp() })).body.result?.token ?? "";
    const lifetime = await setup.backend.deps.db.execute<{ days: number }>(
      sql`select extract(epoch from expires_at - created_at)::int / 86400 as days from auth_tokens where token_hash = encode(sha256(${token}::bytea), 'hex')`,
    );
    expect(lifetime.rows[0]?.days).toBe(7);
    await setup.backend.deps.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where token_hash = encode(sha256(${token}::bytea), 'hex')`,
    );
    expect((await userInfo(token)).body).toEqual(pleaseLogIn);
  });

  it("is revoked by logout: the old token then gets 401, other sessions stay signed in", async () => {
    const first = (await loginWithPassword(setup.backend, email, password, { ip: uniqueIp() })).body.result?.token ?? "";
    const second = (await loginWithPassword(setup.backend, email, password, { ip: uniqueIp() })).body.result?.token ?? "";
    const loggedOut = await post(setup.backend, "/user/logout", undefined, { token: first });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toMatchObject({ code: 0, result: true });
    expect((await userInfo(first)).body).toEqual(pleaseLogIn);
    expect((await userInfo(second)).body.code).toBe(0);
  });

  it("logout answers success even without a valid token (signing out never fails)", async () => {
    expect((await post(setup.backend, "/user/logout")).body).toMatchObject({ code: 0, result: true });
    expect((await post(setup.backend, "/user/logout", undefined, { token: "stale" })).body).toMatchObject({ code: 0, result: true });
  });
});
