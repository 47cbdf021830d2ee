import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { mailSettled } from "@/lib/backend/mail/deliver";
import { logger } from "@/lib/backend/logger";
import { type AccountsBackend, createAccountsBackend, requestCode, sendCode, uniqueEmail, uniqueIp } from "../support/accounts";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { readOutbox } from "../../fixtures/outbox";

describe("mail over SMTP (SMTP_URL set)", () => {
  let smtp: FakeSmtp;
  let setup: AccountsBackend;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    setup = await createAccountsBackend({ SMTP_URL: smtp.url, MAIL_FROM: "Co-Scientist <codes@lab.example.org>" });
  });
  afterAll(async () => {
    await setup.dispose();
    await smtp.close();
  });

  it("delivers the sign-up code to the SMTP server, from MAIL_FROM, and writes nothing to the outbox", async () => {
    const email = uniqueEmail("smtp");
    expect((await sendCode(setup.backend, email, "REGISTER", { ip: uniqueIp() })).body.code).toBe(0);
    await mailSettled();
    const mail = smtp.received.find((received) => received.to.includes(email));
    expect(mail?.from).toBe("codes@lab.example.org");
    const subject = /^Subject: (.*)$/m.exec(mail?.raw ?? "")?.[1]?.trim() ?? "";
    const code = /(\d{6})$/.exec(subject)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.raw).toContain(`Your sign-up code: ${code}`);
    expect(await readOutbox(setup.dataDir)).toEqual([]);

    // The mailed code is the one the backend accepts.
    const signedUp = await setup.backend.request("/user/emailSignUp", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, authCode: code, password: "harbor-lamp-22" }),
    });
    expect(await signedUp.json()).toMatchObject({ code: 0, result: true });
  });

  it("still answers success when the SMTP server is gone (the failure is logged, not shown)", async () => {
    const broken = await createAccountsBackend({ SMTP_URL: "smtp://127.0.0.1:1" });
    const logged = vi.spyOn(logger, "error");
    try {
      expect((await sendCode(broken.backend, uniqueEmail("nosmtp"), "REGISTER", { ip: uniqueIp() })).body).toMatchObject({ code: 0 });
      await mailSettled();
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ area: "mail" }), "mail delivery failed");
    } finally {
      logged.mockRestore();
      await broken.dispose();
    }
  });
});

describe("the dev outbox (SMTP_URL unset)", () => {
  let setup: AccountsBackend;
  beforeAll(async () => {
    setup = await createAccountsBackend();
  });
  afterAll(() => setup.dispose());

  it("writes one .eml per mail under $DATA_DIR/outbox and logs one line with the address and the code", async () => {
    const logged = vi.spyOn(logger, "info");
    try {
      const email = uniqueEmail("outbox");
      const code = await requestCode(setup, email, "REGISTER");
      const [mail] = await readOutbox(setup.dataDir);
      expect(mail?.file).toMatch(/outbox\/\d{13}-[0-9a-f]{8}\.eml$/);
      expect(mail?.to).toBe(email);
      const lines = logged.mock.calls.filter(([, message]) => typeof message === "string" && message.startsWith("dev outbox"));
      expect(lines).toHaveLength(1);
      expect(lines[0]?.[1]).toContain(email);
      expect(lines[0]?.[1]).toContain(code);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the dev outbox in production", () => {
  it("refuses to start without SMTP_URL unless MAIL_OUTBOX=1 asks for the outbox", () => {
    expect(() => readBackendConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL: required in production; set MAIL_OUTBOX=1/);
    expect(() => readBackendConfig({ NODE_ENV: "production", MAIL_OUTBOX: "0" })).toThrow(/SMTP_URL/);
    expect(readBackendConfig({ NODE_ENV: "production", MAIL_OUTBOX: "1" }).MAIL_OUTBOX).toBe(true);
    expect(() => readBackendConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.org:587" })).not.toThrow();
    expect(() => readBackendConfig({ NODE_ENV: "development" })).not.toThrow();
  });

  it("with MAIL_OUTBOX=1 writes the mail but logs only the address and the file, never the code", async () => {
    const production = await createAccountsBackend({ NODE_ENV: "production", MAIL_OUTBOX: "1" });
    const logged = vi.spyOn(logger, "info");
    try {
      const email = uniqueEmail("prod-outbox");
      const code = await requestCode(production, email, "REGISTER");
      const lines = logged.mock.calls.map(([, message]) => String(message)).filter((message) => message.startsWith("dev outbox"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(email);
      expect(lines[0]).toMatch(/outbox\/\d{13}-[0-9a-f]{8}\.eml$/);
      expect(lines[0]).not.toContain(code);
    } finally {
      logged.mockRestore();
      await production.dispose();
    }
  });
});
