import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AccountsBackend, createAccountsBackend, post, signUpAndLogin, uniqueEmail, uniqueIp } from "../support/accounts";
import { mailSettled } from "@/lib/backend/mail/deliver";
import { type FakeProviders, fakeClientIds, startFakeProviders } from "../support/fake-providers";
import { mailsTo } from "../../fixtures/outbox";

let fake: FakeProviders;
let setup: AccountsBackend;
beforeAll(async () => {
  fake = await startFakeProviders();
  setup = await createAccountsBackend({
    GITHUB_API_URL: fake.url,
    GITHUB_OAUTH_URL: fake.url,
    GITHUB_CLIENT_ID: fakeClientIds.github,
    GITHUB_CLIENT_SECRET: fakeClientIds.githubSecret,
    GOOGLE_CLIENT_ID: fakeClientIds.google,
    GOOGLE_USERINFO_URL: `${fake.url}/google/userinfo`,
    GOOGLE_TOKENINFO_URL: `${fake.url}/google/tokeninfo`,
    PROVIDER_TIMEOUT_MS: "300",
  });
});
afterAll(async () => {
  await setup.dispose();
  await fake.close();
});
beforeEach(() => {
  fake.failure = "none";
});

type LoginAnswer = { id: string; email: string; token: string; isNewUser: boolean; platform: string; githubEmail: string | null; googleEmail: string | null; name: string; userName: string };
const login = (body: Record<string, unknown>) => post<LoginAnswer>(setup.backend, "/user/login", body, { ip: uniqueIp() });
const githubFailed = { code: 401, result: null, message: "Sign-in with GitHub failed", error: "Sign-in with GitHub failed" };
const googleFailed = { code: 401, result: null, message: "Sign-in with Google failed", error: "Sign-in with Google failed" };

let githubIds = 5000;
function githubAccount(email: string, options: { verified?: boolean; issuedTo?: string } = {}) {
  githubIds += 1;
  const token = `gho_${githubIds}`;
  fake.githubTokens.set(token, {
    user: { id: githubIds, login: `octo${githubIds}`, name: null },
    emails: [
      { email: `${githubIds}+octo@users.noreply.github.com`, primary: false, verified: true },
      { email, primary: true, verified: options.verified ?? true },
    ],
    issuedTo: options.issuedTo,
  });
  return token;
}

async function usersWithEmail(email: string): Promise<number> {
  const rows = await setup.backend.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`);
  return rows.rows[0]?.n ?? -1;
}

describe("GitHub sign-in with an access token", () => {
  it("creates a new account on first sign-in, then signs in to the same one", async () => {
    const email = uniqueEmail("octo");
    const token = githubAccount(email);
    const first = await login({ userChannel: "github", token });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ email, platform: "github", isNewUser: true, githubEmail: email, googleEmail: null });
    expect(first.body.result?.userName).toMatch(/^octo\d+$/);
    expect(first.body.result?.token).toMatch(/^[\w-]{43}$/);

    const again = await login({ userChannel: "github", token });
    expect(again.body.result?.id).toBe(first.body.result?.id);
    expect(await usersWithEmail(email)).toBe(1);

    const info = await post(setup.backend, "/user/getUserInfo", undefined, { token: again.body.result?.token });
    expect(info.body.result).toMatchObject({ id: first.body.result?.id, githubEmail: email });
  });

  it("checks the token belongs to our app, then calls /user and /user/emails with it as a Bearer and a User-Agent", async () => {
    const token = githubAccount(uniqueEmail("headers"));
    fake.requests.length = 0;
    await login({ userChannel: "github", token });
    const [check, ...profile] = fake.requests;
    expect(check?.path).toBe(`/applications/${fakeClientIds.github}/token`);
    expect(check?.headers.authorization).toBe(`Basic ${btoa(`${fakeClientIds.github}:${fakeClientIds.githubSecret}`)}`);
    expect(JSON.parse(check?.body ?? "{}")).toEqual({ access_token: token });
    expect(profile.map((request) => request.path).sort()).toEqual(["/user", "/user/emails"]);
    for (const request of profile) {
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
      expect(request.headers["user-agent"]).toBeTruthy();
    }
  });

  it("refuses a token GitHub issued to another app (token substitution) and creates no account", async () => {
    const email = uniqueEmail("substituted");
    const { status, body } = await login({ userChannel: "github", token: githubAccount(email, { issuedTo: "someone-elses-app" }) });
    expect(status).toBe(401);
    expect(body).toEqual(githubFailed);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("refuses any token when no GitHub app is configured to check it against", async () => {
    const bare = await createAccountsBackend({ GITHUB_OAUTH_URL: fake.url, GITHUB_API_URL: fake.url });
    try {
      const answer = await post(bare.backend, "/user/login", { userChannel: "github", token: githubAccount(uniqueEmail("unchecked")) });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(githubFailed);
    } finally {
      await bare.dispose();
    }
  });

  it("links to an existing email account with the same verified address", async () => {
    const email = uniqueEmail("linked");
    await signUpAndLogin(setup, email, "secret-pass-1");
    const answer = await login({ userChannel: "github", token: githubAccount(email) });
    expect(answer.body.result).toMatchObject({ email, platform: "email", githubEmail: email });
    expect(await usersWithEmail(email)).toBe(1);
  });

  it("mails the owner when a GitHub or Google sign-in is linked to their existing account, once per link", async () => {
    const email = uniqueEmail("link-mail");
    await signUpAndLogin(setup, email, "secret-pass-1");
    await mailSettled();
    const before = (await mailsTo(setup.dataDir, email)).length;
    const token = githubAccount(email);
    await login({ userChannel: "github", token });
    await login({ userChannel: "github", token });
    fake.googleTokens.set(`ya29.link-${email}`, { sub: `google-${email}`, email, email_verified: true });
    await login({ userChannel: "google", token: `ya29.link-${email}` });
    await mailSettled();
    const subjects = (await mailsTo(setup.dataDir, email)).slice(before).map((mail) => mail.subject);
    expect(subjects).toEqual([
      "GitHub sign-in was linked to your Research Co-Scientist account",
      "Google sign-in was linked to your Research Co-Scientist account",
    ]);
  });

  it("mails nothing when a provider sign-in creates a new account", async () => {
    const email = uniqueEmail("fresh-provider");
    await login({ userChannel: "github", token: githubAccount(email) });
    await mailSettled();
    expect(await mailsTo(setup.dataDir, email)).toEqual([]);
  });

  it("refuses an account with no verified address and creates nothing", async () => {
    const email = uniqueEmail("unverified");
    const answer = await login({ userChannel: "github", token: githubAccount(email, { verified: false }) });
    // The noreply address is verified, so it is used instead of the unverified primary one.
    expect(answer.body.result?.email).toMatch(/@users\.noreply\.github\.com$/);
    expect(await usersWithEmail(email)).toBe(0);

    const lonely = "gho_only-unverified";
    fake.githubTokens.set(lonely, { user: { id: 9, login: "nine", name: null }, emails: [{ email: uniqueEmail("x"), primary: true, verified: false }] });
    const refused = await login({ userChannel: "github", token: lonely });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Sign-in with GitHub failed: the account has no verified email address");
  });

  it("answers 401 'Sign-in with GitHub failed' for a token GitHub refuses", async () => {
    const { status, body } = await login({ userChannel: "github", token: "gho_revoked" });
    expect(status).toBe(401);
    expect(body).toEqual(githubFailed);
  });

  it.each(["server-error", "not-json", "hang"] as const)("answers 401 'Sign-in with GitHub failed' when GitHub fails (%s)", async (mode) => {
    const token = githubAccount(uniqueEmail("outage"));
    fake.failure = mode;
    const started = Date.now();
    const { status, body } = await login({ userChannel: "github", token });
    expect(status).toBe(401);
    expect(body).toEqual(githubFailed);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("GitHub sign-in with a code", () => {
  it("exchanges the code with the client id and secret, then signs in like a token (new, then the same account)", async () => {
    const email = uniqueEmail("coder");
    fake.githubCodes.set("code-abc", githubAccount(email));
    fake.requests.length = 0;
    const first = await login({ userChannel: "github", code: "code-abc" });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ email, platform: "github", isNewUser: true });

    const exchange = fake.requests.find((request) => request.path === "/login/oauth/access_token");
    expect(exchange?.method).toBe("POST");
    expect(exchange?.headers.accept).toBe("application/json");
    // toMatchObject: the exchange also names the redirect_uri the sign-in started with (the BFF's part of issue 13).
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toMatchObject({
      client_id: "client-id-1",
      client_secret: "client-secret-1",
      code: "code-abc",
    });

    const again = await login({ userChannel: "github", code: "code-abc" });
    expect(again.body.result?.id).toBe(first.body.result?.id);
  });

  it("answers 401 'Sign-in with GitHub failed' for a code GitHub refuses", async () => {
    const { status, body } = await login({ userChannel: "github", code: "expired-code" });
    expect(status).toBe(401);
    expect(body).toEqual(githubFailed);
  });

  it("answers 401 'Sign-in with GitHub failed' when no GitHub app is configured", async () => {
    const bare = await createAccountsBackend({ GITHUB_OAUTH_URL: fake.url, GITHUB_API_URL: fake.url });
    try {
      fake.githubCodes.set("code-unconfigured", githubAccount(uniqueEmail("bare")));
      const answer = await post(bare.backend, "/user/login", { userChannel: "github", code: "code-unconfigured" });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(githubFailed);
    } finally {
      await bare.dispose();
    }
  });
});

describe("Google sign-in with an access token", () => {
  it("creates a new account on first sign-in, then signs in to the same one", async () => {
    const email = uniqueEmail("gmail");
    fake.googleTokens.set("ya29.first", { sub: "google-1", email, email_verified: true, name: "Ada Lovelace" });
    const first = await login({ userChannel: "google", token: "ya29.first" });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ email, name: "Ada Lovelace", platform: "google", isNewUser: true, googleEmail: email });
    const again = await login({ userChannel: "google", token: "ya29.first" });
    expect(again.body.result?.id).toBe(first.body.result?.id);
    expect(await usersWithEmail(email)).toBe(1);
    expect(fake.requests.findLast((request) => request.path === "/google/userinfo")?.headers.authorization).toBe("Bearer ya29.first");
    const tokeninfo = fake.requests.findLast((request) => request.path === "/google/tokeninfo");
    expect(tokeninfo?.method).toBe("POST");
    expect(new URLSearchParams(tokeninfo?.body).get("access_token")).toBe("ya29.first");
  });

  it("refuses a token Google issued to another client (token substitution) and creates no account", async () => {
    const email = uniqueEmail("google-substituted");
    fake.googleTokens.set("ya29.other-app", { sub: "google-other", email, email_verified: true, issuedTo: "another-client.apps.googleusercontent.com" });
    const { status, body } = await login({ userChannel: "google", token: "ya29.other-app" });
    expect(status).toBe(401);
    expect(body).toEqual(googleFailed);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("refuses any token when GOOGLE_CLIENT_ID is unset, since no audience can be checked", async () => {
    const bare = await createAccountsBackend({ GOOGLE_USERINFO_URL: `${fake.url}/google/userinfo`, GOOGLE_TOKENINFO_URL: `${fake.url}/google/tokeninfo` });
    try {
      fake.googleTokens.set("ya29.unchecked", { sub: "google-unchecked", email: uniqueEmail("g"), email_verified: true });
      const answer = await post(bare.backend, "/user/login", { userChannel: "google", token: "ya29.unchecked" });
      expect(answer.body).toEqual(googleFailed);
    } finally {
      await bare.dispose();
    }
  });

  it("links to the account with the same address, whichever provider created it", async () => {
    const email = uniqueEmail("both");
    const github = await login({ userChannel: "github", token: githubAccount(email) });
    fake.googleTokens.set("ya29.both", { sub: "google-both", email: email.toUpperCase(), email_verified: "true" });
    const google = await login({ userChannel: "google", token: "ya29.both" });
    expect(google.body.result).toMatchObject({ id: github.body.result?.id, githubEmail: email, googleEmail: email, platform: "github" });
  });

  it("refuses an unverified address", async () => {
    fake.googleTokens.set("ya29.unverified", { sub: "google-unverified", email: uniqueEmail("u"), email_verified: false });
    const { status, body } = await login({ userChannel: "google", token: "ya29.unverified" });
    expect(status).toBe(401);
    expect(body.message).toBe("Sign-in with Google failed: the account has no verified email address");
  });

  it("answers 401 'Sign-in with Google failed' for a token Google refuses or when Google does not answer", async () => {
    expect((await login({ userChannel: "google", token: "ya29.bogus" })).body).toEqual(googleFailed);
    fake.googleTokens.set("ya29.slow", { sub: "google-slow", email: uniqueEmail("slow"), email_verified: true });
    fake.failure = "hang";
    expect((await login({ userChannel: "google", token: "ya29.slow" })).body).toEqual(googleFailed);
  });
});

describe("provider login validation", () => {
  it.each([
    ["a missing token", { userChannel: "google" }, "token is required"],
    ["an empty token", { userChannel: "github", token: "" }, "token is required"],
    ["an empty code", { userChannel: "github", code: "" }, "code is required"],
  ])("refuses %s with a clear 400", async (_case, body, message) => {
    const answer = await login(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, result: null, message, error: message });
  });

  it("refuses an unknown userChannel with a 400 naming the field", async () => {
    const answer = await login({ userChannel: "myspace", token: "x" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^userChannel: /);
  });
});
