import { expect, type Page } from "@playwright/test";
import { codeFrom, mailsTo, waitForMail } from "../../fixtures/outbox";
import { e2eDataDirs, e2eServers } from "./servers";

/** Account steps several specs share: sign up with the code from the dev outbox, log in, find the user entry. */
export const testPassword = "tide2pool";

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lab.example.org`;

export const accountButton = (page: Page) => page.getByRole("button", { name: /^Account: / });

export async function openLogin(page: Page) {
  await page.goto("/chat");
  await page.getByRole("button", { name: "Log In or Sign Up" }).click();
  return page.getByRole("dialog", { name: "Log in" });
}

export async function signUp(page: Page, email: string) {
  const login = await openLogin(page);
  await login.getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign up" });
  await dialog.getByLabel("Email").fill(email);
  const seen = (await mailsTo(e2eDataDirs.app, email)).length;
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("code has been sent to your email")).toBeVisible();
  const code = codeFrom(await waitForMail(e2eDataDirs.app, email, seen));
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByLabel("Password", { exact: true }).fill(testPassword);
  await dialog.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page.getByText("Send success")).toBeVisible();
}

export async function logIn(page: Page, email: string, secret = testPassword) {
  const dialog = page.getByRole("dialog", { name: "Log in" });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Log In or Sign Up" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(secret);
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
}

/**
 * A new user, signed in on /chat, for the specs whose subject comes after signing in. Through the calls the dialogs
 * make (the code from the dev outbox, then Auth.js's credentials sign-in, which sets the session cookie on the
 * page's context): the dialogs themselves took 5.7–9.2 s a user, in 62 tests; the account specs drive them (signUp,
 * logIn above).
 */
export async function signUpAndLogIn(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const app = e2eServers.app.url;
  await signUpThroughApi(page, app, e2eDataDirs.app, email);
  const { csrfToken } = (await (await page.request.get(`${app}/api/auth/csrf`)).json()) as { csrfToken: string };
  const signedIn = await page.request.post(`${app}/api/auth/callback/credentials`, { form: { csrfToken, email, password: testPassword, json: "true" } });
  expect(signedIn.ok()).toBe(true);
  await page.goto("/chat");
  await expect(accountButton(page)).toBeVisible();
  return email;
}

async function signUpThroughApi(page: Page, base: string, outbox: string, email: string): Promise<void> {
  const sent = await page.request.get(`${base}/api/user/sendEmailAuthCode?${new URLSearchParams({ email, sendEmailType: "REGISTER" })}`);
  expect((await sent.json()).code).toBe(0);
  const authCode = codeFrom(await waitForMail(outbox, email, 0, 10_000));
  const signedUp = await page.request.post(`${base}/api/user/emailSignUp`, { data: { email, authCode, password: testPassword, channel: "owner" } });
  expect((await signedUp.json()).code).toBe(0);
}

/**
 * Signs up and logs in on the front instance (upstream mode): its calls go on to the standalone backend, which
 * writes the mail into its own outbox. The page ends on the front's /chat, signed in.
 */
export async function signUpOnFront(page: Page, tag: string): Promise<void> {
  const front = e2eServers.front.url;
  const email = uniqueEmail(tag);
  await signUpThroughApi(page, front, e2eDataDirs.backend, email);
  await page.goto(`${front}/chat`);
  await logIn(page, email);
  await expect(accountButton(page)).toBeVisible();
}
