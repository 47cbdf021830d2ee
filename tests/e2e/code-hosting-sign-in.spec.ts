import { expect, test } from "@playwright/test";
import { accountButton } from "./support/accounts";

/**
 * Issue 13, defect 4, in the browser: a `?code=` link someone sends signs nobody in; a GitHub code sign-in this
 * browser started (its state in an httpOnly cookie) does, through the fake GitHub; and a second code never
 * replaces the session it made.
 */
test("a code link from elsewhere is refused; the sign-in started here signs in and is not replaced", async ({ page, context }) => {
  await page.goto("/chat?code=gh-code-sent-by-someone-else");
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("button", { name: "Log In or Sign Up" })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("oauth_code");

  await page.goto("/api/auth/code-hosting");
  await expect(accountButton(page)).toHaveAccessibleName(/Signed in with GitHub/);
  const signedInAs = (await accountButton(page).textContent()) ?? "";

  // A second round trip brings back a code with this browser's own state, but over the session: not kept.
  await page.goto("/api/auth/code-hosting");
  await expect(page).toHaveURL(/\/chat$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("oauth_code");
  await expect(accountButton(page)).toHaveText(signedInAs);
});
