import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { startBackend } from "@/lib/backend/runtime";
import { claimLoginAttempt, recordLoginFailure } from "@/lib/backend/services/user/login-backoff";
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

describe("failed logins: back-off per account and client address", { timeout: 120_000 }, () => {
  // Two free failures and a cap of 8 s keep these tests short: each password check is a deliberate scrypt.
  let backoff: AccountsBackend;
  beforeAll(async () => {
    backoff = await createAccountsBackend({ LOGIN_FREE_FAILURES: "2", LOGIN_BACKOFF_MAX_SECONDS: "8" });
  });
  afterAll(() => backoff.dispose());

  it("lets one client fail LOGIN_FREE_FAILURES times, then makes it wait 2 s, 4 s, then the cap; a success starts over", async () => {
    const email = uniqueEmail("backoff");
    await signUpAndLogin(backoff, email, "right-pass-1");
    const ip = uniqueIp();
    const wrong = () => loginWithPassword(backoff.backend, email, "wrong-pass-1", { ip });
    const right = () => loginWithPassword(backoff.backend, email, "right-pass-1", { ip });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);

    for (const wait of [2, 4, 8, 8]) {
      const refused = await wrong();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(tooMany);
      expect(retryAfter(refused.headers)).toBeGreaterThanOrEqual(wait - 1);
      expect(retryAfter(refused.headers)).toBeLessThanOrEqual(wait);
      // While it must wait, the right password is refused too: the client learns nothing in the meantime.
      expect((await right()).status).toBe(429);
      backoff.clock.advance(wait * 1000);
      expect((await wrong()).status).toBe(401);
    }
    backoff.clock.advance(8000);
    expect((await right()).status).toBe(200);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
  });

  it("never locks the owner out: a stranger's failures from other addresses leave the owner's sign-in alone", async () => {
    const email = uniqueEmail("target");
    await signUpAndLogin(backoff, email, "right-pass-1");
    const stranger = uniqueIp();
    expect((await loginWithPassword(backoff.backend, email, "wrong-pass-1", { ip: stranger })).status).toBe(401);
    expect((await loginWithPassword(backoff.backend, email, "wrong-pass-1", { ip: stranger })).status).toBe(401);
    expect((await loginWithPassword(backoff.backend, email, "wrong-pass-1", { ip: stranger })).status).toBe(429);
    // Spread over other addresses, as a botnet would: those are checked, and the owner is not slowed either.
    const spread = await Promise.all([uniqueIp(), uniqueIp()].map((ip) => loginWithPassword(backoff.backend, email, "wrong-pass-1", { ip })));
    expect(spread.map((answer) => answer.status)).toEqual([401, 401]);
    expect((await loginWithPassword(backoff.backend, email, "right-pass-1", { ip: uniqueIp() })).status).toBe(200);
  });

  it("treats an unknown address exactly like a known one", async () => {
    const known = uniqueEmail("known-limit");
    await signUpAndLogin(backoff, known, "right-pass-1");
    const unknown = uniqueEmail("unknown-limit");
    // One address after the other: the 2 s wait must not run out while the other address is being checked.
    const attempts = async (email: string) => {
      const ip = uniqueIp();
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt += 1) answers.push(await loginWithPassword(backoff.backend, email, "wrong-pass-1", { ip }));
      return answers;
    };
    const knownAnswers = await attempts(known);
    const unknownAnswers = await attempts(unknown);
    expect(knownAnswers.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect(unknownAnswers.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect(unknownAnswers.map((answer) => answer.text)).toEqual(knownAnswers.map((answer) => answer.text));
  });

  it("lets a free try through when a parallel attempt that read the clock later took the lock first", async () => {
    const attempt = { email: uniqueEmail("clock-order"), client: uniqueIp() };
    const at = (ms: number) => ({ ...setup.backend.deps, now: () => new Date(Date.now() + ms) });
    // The later reading is stored first; the earlier one, still within the free tries, must not see a wait.
    expect(await claimLoginAttempt(at(50), attempt)).toBe(1);
    await recordLoginFailure(at(60), attempt, 1);
    expect(await claimLoginAttempt(at(0), attempt)).toBe(2);
  });

  it("counts parallel guesses from one client under one lock: with the default 5 free failures, exactly 5 are checked", async () => {
    const email = uniqueEmail("burst");
    await signUpAndLogin(setup, email, "right-pass-1");
    const ip = uniqueIp();
    const burst = await Promise.all(Array.from({ length: 7 }, () => loginWithPassword(setup.backend, email, "wrong-pass-1", { ip })));
    expect(burst.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe("failed logins per client address, across accounts", { timeout: 120_000 }, () => {
  let small: AccountsBackend;
  beforeAll(async () => {
    small = await createAccountsBackend({ RATE_LIMIT_LOGIN_PER_IP: "5" });
  });
  afterAll(() => small.dispose());

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
