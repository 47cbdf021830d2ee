import { type Browser, expect, type Page, test } from "@playwright/test";
import { logIn, signUpAndLogIn } from "./support/accounts";
import { messages } from "./support/chat";
import { canvas, finishedSessionOwner, onThisApp, SHARED_TASK_REPORT, type SharedSessionOwner, shareThroughApi, taskMessage } from "./support/shared-session";

/**
 * Replay mode and Clone and continue (issue 21) on the real backend, from a finished scripted survey: the replay
 * popup while it plays and once it is done, Skip to final result, and cloning into one's own new session, signed in
 * or after the login dialog. What a user would notice if this failed: a replay that never plays or never ends, a
 * skip that leaves the session half shown, an input offered on someone else's replay, or a clone that lands
 * nowhere, in someone else's session, or missing from their projects.
 */
test.describe.configure({ mode: "serial" });

let owner: SharedSessionOwner;
let publicLink: string;

const replayPopup = (page: Page) => page.getByRole("dialog", { name: "Task replay" });
const finalTodo = (page: Page) => taskMessage(page).getByRole("button", { name: /Final Todo list completed 3\/3/ });
const sessionIdOf = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";
/** A session page other than the replayed one, with no replay left in its address. */
const inAnotherSession = (url: URL) => /^\/search-v1\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(`/${owner.sessionId}`) && !url.search.includes("isReplay");

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  owner = await finishedSessionOwner(browser, "replay");
  const context = await browser.newContext({ storageState: owner.storageState });
  publicLink = onThisApp(await shareThroughApi(await context.newPage(), owner.sessionId));
  await context.close();
});

async function newPage(browser: Browser, signedInAsOwner = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...(signedInAsOwner ? { storageState: owner.storageState } : {}) });
  return context.newPage();
}

async function expectFinalSession(page: Page) {
  await expect(messages(page).getByText(/retrieval evaluation/).first()).toBeVisible();
  await expect(finalTodo(page)).toBeVisible({ timeout: 20_000 });
  await expect(canvas(page).getByRole("article", { name: "Research report" })).toContainText(SHARED_TASK_REPORT, { timeout: 20_000 });
}

test("the owner's replay plays with 'Replying...', and Skip to final result shows the finished session at once", async ({ browser }) => {
  const page = await newPage(browser, true);
  await page.goto(`/search-v1/${owner.sessionId}?isReplay=true`);
  await expect(replayPopup(page).getByText("Replying...")).toBeVisible({ timeout: 20_000 });
  // Played back, not shown whole: the task has not finished yet, and there is no input to write with.
  await expect(finalTodo(page)).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(replayPopup(page).getByRole("button", { name: "Clone and continue" })).toBeVisible();

  await replayPopup(page).getByRole("button", { name: "Skip to final result" }).click();
  await expect(replayPopup(page).getByText("Task replay completed.")).toBeVisible();
  await expect(replayPopup(page).getByRole("button", { name: "Skip to final result" })).toHaveCount(0);
  await expectFinalSession(page);
  await expect(page.getByRole("textbox")).toHaveCount(0);
});

test("a visitor's replay through the public link builds up the task and finishes by itself", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${publicLink}&isReplay=true`);
  await expect(replayPopup(page).getByText("Replying...")).toBeVisible({ timeout: 20_000 });
  // The task's progress appears before the replay is over: the steps arrive one by one.
  await expect(taskMessage(page)).toBeVisible({ timeout: 20_000 });
  await expect(replayPopup(page).getByText("Replying...")).toBeVisible();
  await expect(replayPopup(page).getByText("Task replay completed.")).toBeVisible({ timeout: 45_000 });
  await expectFinalSession(page);
  await expect(replayPopup(page).getByRole("button", { name: "Clone and continue" })).toBeVisible();
});

test("Clone and continue as another signed-in user lands in their own new session, ready for a message", async ({ browser }) => {
  const page = await newPage(browser);
  await signUpAndLogIn(page, "replay-cloner");
  await page.goto(`${publicLink}&isReplay=true`);
  await replayPopup(page).getByRole("button", { name: "Clone and continue" }).click();

  await expect(page).toHaveURL(inAnotherSession, { timeout: 20_000 });
  const cloneId = sessionIdOf(page);
  await expect(replayPopup(page)).toHaveCount(0);
  await expect(page.getByRole("textbox").first()).toBeVisible({ timeout: 20_000 });
  await expectFinalSession(page);
  await expect(page.getByRole("navigation", { name: "Projects" }).locator(`a[href="/search-v1/${cloneId}"]`)).toBeVisible({ timeout: 10_000 });
});

test("Clone and continue opens the login dialog for an anonymous visitor, and the clone follows the sign-in", async ({ browser }) => {
  // An account to sign in with, made elsewhere so this page stays on the replay.
  const elsewhere = await newPage(browser);
  const email = await signUpAndLogIn(elsewhere, "replay-anonymous");
  await elsewhere.context().close();

  const page = await newPage(browser);
  await page.goto(`${publicLink}&isReplay=true`);
  await replayPopup(page).getByRole("button", { name: "Clone and continue" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();

  await logIn(page, email);
  await expect(page).toHaveURL(inAnotherSession, { timeout: 20_000 });
  await expect(page.getByRole("textbox").first()).toBeVisible({ timeout: 20_000 });
});
