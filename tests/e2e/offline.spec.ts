import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { askFromHome, messages } from "./support/chat";

/**
 * A dropped connection loses nothing (spec §4 "Other states": offline shows 'Disconnected from server', online
 * 'Connection resumed'). Pages load dialogs, drawers and a visitor's interactive code on demand (issue 22); a load
 * made while offline used to be thrown to Next's error page, which replaced the page, typed text and all, and stayed
 * after the connection came back. Now it waits for the connection (lib/client/shell/import-retrying.ts).
 */
const ERROR_PAGE = "This page couldn’t load";

/** Whether the page's pointer says it is waiting for code (app/globals.css), and for which kind of request. */
const pointerWaits = (page: Page) =>
  page.evaluate(() => ["data-visitor-waiting", "data-waiting-for-code"].filter((name) => document.documentElement.hasAttribute(name)));

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

/**
 * Offline, a click was heard: its control is busy and the page's pointer shows progress (for a visitor's request,
 * or a dialog's), and the page was not replaced by the error page.
 */
async function expectWaiting(page: Page, control: Locator, pointer: "data-visitor-waiting" | "data-waiting-for-code") {
  await expect(control).toHaveAttribute("aria-busy", "true");
  expect(await pointerWaits(page)).toEqual([pointer]);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
}

/** Back online, the dialog asked for opens, nothing says it is waiting any more, and nothing was thrown. */
async function expectAnswered(page: Page, dialog: Locator, control: Locator, errors: string[]) {
  await expect(dialog).toBeVisible();
  expect(await pointerWaits(page)).toEqual([]);
  // Closed first: an open modal hides the rest of the page from assistive technology, and so from the locator.
  await page.keyboard.press("Escape");
  await expect(control).not.toHaveAttribute("aria-busy");
  expect(errors).toEqual([]);
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
  await expectWaiting(page, loginButton, "data-visitor-waiting");
  await expect(feed.getByRole("article").first()).toBeVisible();

  await context.setOffline(false);
  await expectAnswered(page, page.getByRole("dialog", { name: "Log in" }), loginButton, scripts.errors);
});

test("a visitor's page says when the connection drops and when it returns, though its toasts' code has not loaded", async ({ page, context }) => {
  await page.goto("/papers");
  await expect(page.getByRole("tabpanel", { name: "Hot papers" }).getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const disconnected = page.getByRole("alert").filter({ hasText: "Disconnected from server" });
  const resumed = page.getByRole("status").filter({ hasText: "Connection resumed" });
  await expect(disconnected).toBeHidden();

  await context.setOffline(true);
  await expect(disconnected).toBeVisible();
  await disconnected.getByRole("button", { name: "Dismiss" }).click();
  await expect(disconnected).toBeHidden();

  await context.setOffline(false);
  await expect(resumed).toBeVisible();
  await expect(disconnected).toBeHidden();
  // Gone on its own, as the app's toasts go (lib/client/shell/toast-timing.ts).
  await expect(resumed).toBeHidden({ timeout: 8_000 });
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
  const openSidebar = page.getByRole("button", { name: "Open sidebar" });
  await openSidebar.click();
  await expect.poll(scripts.retriedInVain).toBe(true);
  await expectWaiting(page, openSidebar, "data-waiting-for-code");
  await expect(question).toHaveValue("Which solvents keep perovskite films stable?");
  const drawer = page.getByRole("dialog", { name: "Sidebar" });
  await expect(drawer).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText("Connection resumed")).toBeVisible();
  await expectAnswered(page, drawer.getByRole("link", { name: "New Project" }), openSidebar, scripts.errors);
  await expect(question).toHaveValue("Which solvents keep perovskite films stable?");
});

test("offline, Share on a session page is busy until the connection returns, and then opens its modal", async ({ page, context }) => {
  await signUpAndLogIn(page, "offline-share");
  await askFromHome(page, "Which catalysts split water at neutral pH?");
  await expect(messages(page).getByRole("article", { name: "Reply" }).last()).toContainText("You asked:", { timeout: 30_000 });
  // A fresh session page: the Share modal's code has not been loaded.
  await page.reload();
  const share = page.getByRole("button", { name: "Share", exact: true });
  await expect(share).toBeVisible();
  const scripts = watchScripts(page);

  await context.setOffline(true);
  await share.click();
  await expect.poll(scripts.retriedInVain).toBe(true);
  await expectWaiting(page, share, "data-waiting-for-code");

  await context.setOffline(false);
  await expectAnswered(page, page.getByRole("dialog", { name: "Share it as public link to others" }), share, scripts.errors);
});
