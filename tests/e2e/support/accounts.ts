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

export async function signUpAndLogIn(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await signUp(page, email);
  await logIn(page, email);
  // Signing in checks the password's hash and makes the session: with two spec files running on two cores it once
  // took longer than the default 5 s (a fresh clone's run), so the wait allows for a loaded machine.
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 });
  return email;
}

/**
 * Signs up and logs in on the front instance (upstream mode): its calls go on to the standalone backend, which
 * writes the mail into its own outbox. The page ends on the front's /chat, signed in.
 */
export async function signUpOnFront(page: Page, tag: string): Promise<void> {
  const front = e2eServers.front.url;
  const email = uniqueEmail(tag);
  const sent = await page.request.get(`${front}/api/user/sendEmailAuthCode?${new URLSearchParams({ email, sendEmailType: "REGISTER" })}`);
  expect((await sent.json()).code).toBe(0);
  const authCode = codeFrom(await waitForMail(e2eDataDirs.backend, email, 0, 10_000));
  const signedUp = await page.request.post(`${front}/api/user/emailSignUp`, { data: { email, authCode, password: testPassword, channel: "owner" } });
  expect((await signedUp.json()).code).toBe(0);
  await page.goto(`${front}/chat`);
  await logIn(page, email);
  await expect(accountButton(page)).toBeVisible();
}
