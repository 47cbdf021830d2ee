import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { mailSettled } from "@/lib/backend/mail/deliver";
import { codeFrom, mailsTo, waitForMail } from "../../fixtures/outbox";
import { createTestBackend, type TestBackend } from "./test-backend";
import { createTestClock, type TestClock } from "./test-clock";

/** Account tests' shared setup: a backend with its own dev outbox and clock, and the calls a user makes. */
export type Envelope<T = unknown> = { code: number; result: T | null; message: string; error?: string };
export type Answer<T = unknown> = { status: number; body: Envelope<T>; headers: Headers; text: string };
export type AccountsBackend = { backend: TestBackend; dataDir: string; clock: TestClock; dispose(): Promise<void> };

export async function createAccountsBackend(env: Record<string, string> = {}): Promise<AccountsBackend> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "accounts-test-"));
  const clock = createTestClock();
  const backend = await createTestBackend({ DATA_DIR: dataDir, ...env }, { now: clock.now });
  return {
    backend,
    dataDir,
    clock,
    async dispose() {
      await backend.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;
/** A fresh address per test, so tests never share codes, accounts or rate-limit counters. */
export function uniqueEmail(label = "user"): string {
  sequence += 1;
  return `${label}-${process.pid}-${sequence}-${Date.now().toString(36)}@lab.example.org`;
}

let ipSequence = 0;
export function uniqueIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250) % 250}.${(ipSequence % 250) + 1}`;
}

type CallOptions = { token?: string; ip?: string; headers?: Record<string, string> };

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope<T>, headers: response.headers, text };
}

function headersFor(options: CallOptions, json: boolean): Record<string, string> {
  return {
    ...(json ? { "content-type": "application/json" } : {}),
    ...(options.token ? { AuthToken: options.token, token: options.token } : {}),
    "x-forwarded-for": options.ip ?? "203.0.113.10",
    ...options.headers,
  };
}

export async function post<T = unknown>(backend: TestBackend, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer<T>> {
  const init: RequestInit = { method: "POST", headers: headersFor(options, body !== undefined) };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return answer<T>(await backend.request(path, init));
}

export async function get<T = unknown>(backend: TestBackend, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  return answer<T>(await backend.request(path, { headers: headersFor(options, false) }));
}

export function sendCode(backend: TestBackend, email: string, sendEmailType: "REGISTER" | "RESET_PASSWORD", options: CallOptions = {}) {
  const query = new URLSearchParams({ email, sendEmailType, timestamp: String(Date.now()) });
  return get<boolean>(backend, `/user/sendEmailAuthCode?${query}`, options);
}

/** Asks for a code and reads it from the dev outbox, as a user reads their mail. */
export async function requestCode(
  setup: AccountsBackend,
  email: string,
  sendEmailType: "REGISTER" | "RESET_PASSWORD",
  options: CallOptions = {},
): Promise<string> {
  const seen = (await mailsTo(setup.dataDir, email)).length;
  const sent = await sendCode(setup.backend, email, sendEmailType, { ip: uniqueIp(), ...options });
  if (sent.body.code !== 0) throw new Error(`sending a code failed: ${sent.text}`);
  await mailSettled();
  return codeFrom(await waitForMail(setup.dataDir, email, seen));
}

export type LoginResult = { id: string; email: string; token: string; isNewUser: boolean; platform: string };

export function loginWithPassword(backend: TestBackend, email: string, password: string, options: CallOptions = {}) {
  return post<LoginResult>(backend, "/user/login", { userChannel: "email", email, password }, options);
}

/** Signs a new account up through the real flow (code from the outbox) and returns its login token. */
export async function signUpAndLogin(setup: AccountsBackend, email: string, password = "secret-pass-1"): Promise<string> {
  const authCode = await requestCode(setup, email, "REGISTER");
  const signedUp = await post(setup.backend, "/user/emailSignUp", { email, authCode, password, channel: "owner" });
  if (signedUp.body.code !== 0) throw new Error(`sign-up failed: ${signedUp.text}`);
  const login = await loginWithPassword(setup.backend, email, password, { ip: uniqueIp() });
  if (!login.body.result) throw new Error(`login failed: ${login.text}`);
  return login.body.result.token;
}
