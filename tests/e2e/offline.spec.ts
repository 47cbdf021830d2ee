import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";

/**
 * A dropped connection loses nothing (spec §4 "Other states": offline shows 'Disconnected from server', online
 * 'Connection resumed'). Pages load dialogs, drawers and a visitor's interactive code on demand (issue 22); a load
 * made while offline used to be thrown to Next's error page, which replaced the page, typed text and all, and stayed
 * after the connection came back. Now it waits for the connection (lib/client/shell/import-retrying.ts).
 */
const ERROR_PAGE = "This page couldn’t load";

/**
 * Watches the page's script loads. `retriedInVain` turns true once one chunk has failed twice: Turbopack's loader
 * tries a failed chunk once more, 200–600 ms later, and only then gives up, so a test that went back online before
 * that would never see the failure it is about.
 */
function watchScripts(page: Page) {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on("requestfailed", (request) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(new URL(request.url()).pathname)) failed.push(request.url());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { retriedInVain: () => failed.some((url, index) => failed.indexOf(url) !== index), errors };
}

test("offline, a visitor's click waits for the page's code, and is answered when the connection returns", async ({ page, context }) => {
  await page.goto("/papers");
  const feed = page.getByRole("tabpanel", { name: "Hot papers" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const scripts = watchScripts(page);
  const loginButton = page.getByRole("button", { name: "Log In or Sign Up" });

  await context.setOffline(true);
  await loginButton.click();
  await expect.poll(scripts.retriedInVain).toBe(true);
  // The server's page stays, and the click says it was heard.
  await expect(loginButton).toHaveAttribute("aria-busy", "true");
  await expect(feed.getByRole("article").first()).toBeVisible();
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  expect(scripts.errors).toEqual([]);
});

test("offline, a signed-in page says so, keeps the typed question, and opens the drawer asked for once back online", async ({ page, context }) => {
  await signUpAndLogIn(page, "offline");
  // A fresh page on a phone: the drawer's code has not been loaded.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.reload();
  const question = page.getByLabel("Ask your research question");
  await question.fill("Which solvents keep perovskite films stable?");
  const scripts = watchScripts(page);

  await context.setOffline(true);
  await expect(page.getByText("Disconnected from server")).toBeVisible();
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await expect.poll(scripts.retriedInVain).toBe(true);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
  await expect(question).toHaveValue("Which solvents keep perovskite films stable?");
  const drawer = page.getByRole("dialog", { name: "Sidebar" });
  await expect(drawer).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText("Connection resumed")).toBeVisible();
  await expect(drawer.getByRole("link", { name: "New Project" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toHaveValue("Which solvents keep perovskite films stable?");
  expect(scripts.errors).toEqual([]);
});
