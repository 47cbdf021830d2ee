import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { startBackend } from "@/lib/backend/runtime";
import {
  type AccountsBackend,
  createAccountsBackend,
  loginWithPassword,
  sendCode,
  signUpAndLogin,
  uniqueEmail,
  uniqueIp,
} from "../support/accounts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tooMany = { code: 429, result: null, message: "Too many attempts", error: "Too many attempts" };

let setup: AccountsBackend;
beforeAll(async () => {
  setup = await createAccountsBackend();
});
afterAll(() => setup.dispose());

function retryAfter(headers: Headers): number {
  return Number(headers.get("retry-after"));
}

describe("sending codes", () => {
  it("refuses a second code to one address within 60 s with 429 and Retry-After, then allows it", async () => {
    setup.clock.toNextWindow(MINUTE);
    const email = uniqueEmail("interval");
    expect((await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() })).status).toBe(200);
    const refused = await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(retryAfter(refused.headers)).toBeGreaterThanOrEqual(55);
    expect(retryAfter(refused.headers)).toBeLessThanOrEqual(60);
    // The refusal does not depend on the purpose either.
    expect((await sendCode(setup.backend, email, "RESET_PASSWORD", { ip: uniqueIp() })).status).toBe(429);

    setup.clock.advance(MINUTE);
    expect((await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() })).status).toBe(200);
  });

  it("allows 5 codes per address per hour; the 6th is refused until the hour ends", async () => {
    setup.clock.toNextWindow(HOUR);
    const email = uniqueEmail("hourly");
    let attempts = 0;
    let last = await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() });
    while (last.status === 200 && attempts < 20) {
      attempts += 1;
      setup.clock.advance(MINUTE);
      last = await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() });
    }
    expect(attempts).toBe(5);
    expect(last.status).toBe(429);
    expect(last.body).toEqual(tooMany);
    expect(retryAfter(last.headers)).toBeGreaterThan(HOUR / 1000 - 6 * 60 - 10);
  });

  it("allows 20 codes per address per day, however they are spread over the hours", async () => {
    setup.clock.toNextWindow(24 * HOUR);
    const email = uniqueEmail("daily");
    let accepted = 0;
    let last = await sendCode(setup.backend, email, "RESET_PASSWORD", { ip: uniqueIp() });
    while (last.status === 200 && accepted < 40) {
      accepted += 1;
      // Five an hour is the hourly cap; an hour later the hourly window is fresh, the daily one is not.
      setup.clock.advance(accepted % 5 === 0 ? HOUR : MINUTE);
      last = await sendCode(setup.backend, email, "RESET_PASSWORD", { ip: uniqueIp() });
    }
    expect(accepted).toBe(20);
    expect(last.status).toBe(429);
  });

  it("allows 30 codes per IP per hour; the 31st is refused, another IP is not", async () => {
    setup.clock.toNextWindow(HOUR);
    const ip = uniqueIp();
    let accepted = 0;
    let last = await sendCode(setup.backend, uniqueEmail("perip"), "REGISTER", { ip });
    while (last.status === 200 && accepted < 50) {
      accepted += 1;
      last = await sendCode(setup.backend, uniqueEmail("perip"), "REGISTER", { ip });
    }
    expect(accepted).toBe(30);
    expect(last.status).toBe(429);
    expect((await sendCode(setup.backend, uniqueEmail("perip"), "REGISTER", { ip: uniqueIp() })).status).toBe(200);
  });

  it("counts the last X-Forwarded-For entry (the one the BFF added), so a forged first entry does not help", async () => {
    setup.clock.toNextWindow(HOUR);
    const ip = uniqueIp();
    for (let sent = 0; sent < 30; sent += 1) {
      await sendCode(setup.backend, uniqueEmail("forged"), "REGISTER", { headers: { "x-forwarded-for": `10.0.0.${sent}, ${ip}` } });
    }
    const refused = await sendCode(setup.backend, uniqueEmail("forged"), "REGISTER", { headers: { "x-forwarded-for": `10.9.9.9, ${ip}` } });
    expect(refused.status).toBe(429);
  });

  it("keeps counts in the database: a second backend instance on the same database sees them", async () => {
    setup.clock.toNextWindow(MINUTE);
    const email = uniqueEmail("shared");
    expect((await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() })).status).toBe(200);
    const other = await startBackend(
      readBackendConfig({ NODE_ENV: "test", DATA_DIR: setup.dataDir, DATABASE_URL: setup.backend.databaseUrl }),
      { now: setup.clock.now },
    );
    try {
      const query = new URLSearchParams({ email, sendEmailType: "REGISTER" });
      const answer = await other.app.fetch(
        new Request(`http://other.test/api/user/sendEmailAuthCode?${query}`, { headers: { "x-forwarded-for": uniqueIp() } }),
      );
      expect(answer.status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("failed logins per account", () => {
  it("refuses the 101st failed login in an hour with 429 and Retry-After, even with the right password", { timeout: 180_000 }, async () => {
    const email = uniqueEmail("target");
    await signUpAndLogin(setup, email, "right-pass-1");
    setup.clock.toNextWindow(HOUR);
    // Each attempt comes from its own address: the per-account limit must hold however the guesses are spread.
    const attempt = () => loginWithPassword(setup.backend, email, "wrong-pass-1", { ip: uniqueIp() });
    let failures = 0;
    while (failures < 100) {
      const batch = await Promise.all(Array.from({ length: 4 }, attempt).slice(0, 100 - failures));
      expect(batch.map((answer) => answer.status)).toEqual(batch.map(() => 401));
      failures += batch.length;
    }
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(retryAfter(refused.headers)).toBeGreaterThan(HOUR / 1000 - 120);
    expect(retryAfter(refused.headers)).toBeLessThanOrEqual(HOUR / 1000);

    const right = await loginWithPassword(setup.backend, email, "right-pass-1", { ip: uniqueIp() });
    expect(right.status).toBe(429);

    setup.clock.advance(HOUR);
    expect((await loginWithPassword(setup.backend, email, "right-pass-1", { ip: uniqueIp() })).status).toBe(200);
  });
});

describe("failed logins with small limits", () => {
  let small: AccountsBackend;
  beforeAll(async () => {
    small = await createAccountsBackend({ RATE_LIMIT_LOGIN_PER_ACCOUNT: "3", RATE_LIMIT_LOGIN_PER_IP: "5" });
  });
  afterAll(() => small.dispose());

  it("counts only failures: successful logins in between do not use up the limit", async () => {
    const email = uniqueEmail("mixed");
    await signUpAndLogin(small, email, "right-pass-1");
    small.clock.toNextWindow(HOUR);
    const wrong = () => loginWithPassword(small.backend, email, "wrong-pass-1", { ip: uniqueIp() });
    const right = () => loginWithPassword(small.backend, email, "right-pass-1", { ip: uniqueIp() });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    for (let login = 0; login < 4; login += 1) expect((await right()).status).toBe(200);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
  });

  it("refuses an unknown address exactly like a known one once its limit is reached", async () => {
    const known = uniqueEmail("known-limit");
    await signUpAndLogin(small, known, "right-pass-1");
    small.clock.toNextWindow(HOUR);
    const unknown = uniqueEmail("unknown-limit");
    const answers = { known: [] as number[], unknown: [] as number[] };
    let lastKnown = "";
    let lastUnknown = "";
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const k = await loginWithPassword(small.backend, known, "wrong-pass-1", { ip: uniqueIp() });
      const u = await loginWithPassword(small.backend, unknown, "wrong-pass-1", { ip: uniqueIp() });
      answers.known.push(k.status);
      answers.unknown.push(u.status);
      lastKnown = k.text;
      lastUnknown = u.text;
    }
    expect(answers.known).toEqual([401, 401, 401, 429]);
    expect(answers.unknown).toEqual(answers.known);
    expect(lastUnknown).toBe(lastKnown);
  });

  it("refuses the 6th failed login from one IP across accounts; other IPs are not affected", async () => {
    small.clock.toNextWindow(HOUR);
    const ip = uniqueIp();
    let failures = 0;
    let last = await loginWithPassword(small.backend, uniqueEmail("spray"), "wrong-pass-1", { ip });
    while (last.status === 401 && failures < 20) {
      failures += 1;
      last = await loginWithPassword(small.backend, uniqueEmail("spray"), "wrong-pass-1", { ip });
    }
    expect(failures).toBe(5);
    expect(last.status).toBe(429);
    expect(last.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await loginWithPassword(small.backend, uniqueEmail("spray"), "wrong-pass-1", { ip: uniqueIp() })).status).toBe(401);
  });
});
