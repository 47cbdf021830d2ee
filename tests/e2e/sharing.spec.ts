import { type Browser, expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { messages } from "./support/chat";
import {
  canvas,
  finishedSessionOwner,
  onThisApp,
  SHARED_TASK_REPORT,
  type SharedSessionOwner,
  sessionTitle,
  shareThroughApi,
  taskMessage,
} from "./support/shared-session";

/**
 * Sharing a session (issue 21) on the real backend: the owner's Share modal and its three states, revoking, what a
 * visitor sees through the public link (anonymous or signed in as someone else), the owner-only debug tool and the
 * link's preview metadata. What a user would notice if this failed: a link that cannot be made, copied or
 * revoked; a visitor who cannot read the session or who is offered controls that write to someone else's project;
 * debug internals shown to strangers; a bare link in a chat app.
 */
test.describe.configure({ mode: "serial" });

let owner: SharedSessionOwner;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  owner = await finishedSessionOwner(browser, "sharing");
});

async function ownerPage(browser: Browser, path = `/search-v1/${owner.sessionId}`): Promise<Page> {
  const context = await browser.newContext({ storageState: owner.storageState, viewport: { width: 1440, height: 900 } });
  // The page's clipboard, mocked: what Copy writes is kept for the test to read.
  await context.addInitScript(() => {
    const copied: string[] = [];
    Object.defineProperty(window, "copiedTexts", { value: copied });
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(sessionTitle(page)).toHaveText(owner.title, { timeout: 20_000 });
  return page;
}

const copiedTexts = (page: Page) => page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts);
const shareDialog = (page: Page) => page.getByRole("dialog", { name: "Share it as public link to others" });

/** What every visitor must see, and every write control they must not. */
async function expectVisitorView(page: Page) {
  await expect(sessionTitle(page)).toHaveText(owner.title, { timeout: 20_000 });
  await expect(page.getByRole("note").filter({ hasText: "Shared project · view only" })).toBeVisible();
  await expect(taskMessage(page).getByRole("button", { name: /Final Todo list completed 3\/3/ })).toBeVisible({ timeout: 20_000 });
  await expect(canvas(page).getByRole("article", { name: "Research report" })).toContainText(SHARED_TASK_REPORT, { timeout: 20_000 });
  // A short finished report fits its view: there is no bottom to follow to (seen offered in the walk-through).
  await expect(canvas(page).getByRole("button", { name: "Follow" })).toHaveCount(0);
  await expect(messages(page)).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /terminate|stop/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /upload/i })).toHaveCount(0);
  // The way into replay mode: the same public link with isReplay=true.
  await expect(page.getByRole("link", { name: "Replay", exact: true })).toHaveAttribute("href", /\?shareId=[\w-]+&isReplay=true$/);
}

test("the owner shares through the modal: Make it share → Copy → Link copyed, the link opens in Copy again, and Stop sharing revokes it", async ({ browser }) => {
  const page = await ownerPage(browser);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your current tasks and agent work trajectory will be able to viewed by others who have this link.");

  await dialog.getByRole("button", { name: "Make it share" }).click();
  const link = dialog.getByRole("textbox", { name: "Public link" });
  await expect(link).toHaveValue(new RegExp(`/search-v1/${owner.sessionId}\\?shareId=[\\w-]{43}$`));
  const shared = await link.inputValue();

  // 'Link copyed' shows for 2 s, which a click's own wait on a busy machine once outlasted: the page's clock is
  // paused from here until the label has been seen, then moved on by exactly those 2 s.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Link copyed" })).toBeVisible();
  expect(await copiedTexts(page)).toEqual([shared]);
  await page.clock.runFor(2_000);
  await expect(dialog.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
  await page.clock.resume();

  // Already shared: after a reload the modal opens on the same link.
  await page.reload();
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(shareDialog(page).getByRole("textbox", { name: "Public link" })).toHaveValue(shared);

  await shareDialog(page).getByRole("button", { name: "Stop sharing" }).click();
  await expect(shareDialog(page).getByRole("button", { name: "Make it share" })).toBeVisible();
  await expect(shareDialog(page).getByRole("textbox", { name: "Public link" })).toHaveCount(0);

  // The revoked link no longer opens the session for anyone else.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(onThisApp(shared));
  await expect(visitor.getByText("This project could not be loaded.")).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByText(SHARED_TASK_REPORT)).toHaveCount(0);
  await stranger.close();

  // Sharing again makes a new link.
  await shareDialog(page).getByRole("button", { name: "Make it share" }).click();
  await expect(shareDialog(page).getByRole("textbox", { name: "Public link" })).not.toHaveValue(shared);
  await page.context().close();
});

test("an anonymous visitor reads the shared session, its messages and the finished task's report, with no write control", async ({ browser }) => {
  const page = await ownerPage(browser);
  const link = await shareThroughApi(page, owner.sessionId);
  await page.context().close();

  const anonymous = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await anonymous.newPage();
  const unauthorised: string[] = [];
  visitor.on("response", (response) => {
    if (response.status() === 401) unauthorised.push(response.url());
  });
  await visitor.goto(onThisApp(link));
  await expectVisitorView(visitor);
  // No sign-in loop: no call on the page was refused, and no login dialog opened by itself.
  expect(unauthorised).toEqual([]);
  await expect(visitor.getByRole("dialog")).toHaveCount(0);
  await anonymous.close();
});

test("another signed-in user gets the same visitor view", async ({ browser }) => {
  const page = await ownerPage(browser);
  const link = await shareThroughApi(page, owner.sessionId);
  await page.context().close();

  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await other.newPage();
  await signUpAndLogIn(visitor, "sharing-visitor");
  await visitor.goto(onThisApp(link));
  await expectVisitorView(visitor);
  await other.close();
});

test("the debug tool shows with debug=true for the owner only", async ({ browser }) => {
  const page = await ownerPage(browser, `/search-v1/${owner.sessionId}?debug=true`);
  const debug = page.getByRole("complementary", { name: "Debug" });
  await expect(debug).toBeVisible({ timeout: 20_000 });
  await expect(debug.getByRole("tabpanel")).toContainText(`"chatSessionMessages"`);
  await debug.getByRole("tab", { name: "Task steps" }).click();
  await expect(debug.getByRole("tabpanel")).toContainText(`"steps"`);
  await debug.getByRole("tab", { name: "Stream state" }).click();
  await expect(debug.getByRole("tabpanel")).toContainText(`"visitType": "owner"`);
  await debug.getByRole("tab", { name: "Build" }).click();
  await expect(debug.getByRole("tabpanel")).toHaveText(/^Build ok: v\S+ \(database up\)$/);
  // Collapsible: the toggle hides the sections and keeps itself.
  await debug.getByRole("button", { name: "Debug", exact: true }).click();
  await expect(debug.getByRole("tabpanel")).toHaveCount(0);
  const link = await shareThroughApi(page, owner.sessionId);

  // Without the flag: absent.
  await page.goto(`/search-v1/${owner.sessionId}`);
  await expect(sessionTitle(page)).toHaveText(owner.title, { timeout: 20_000 });
  await expect(page.getByRole("complementary", { name: "Debug" })).toHaveCount(0);
  await page.context().close();

  // A visitor asking for it: absent.
  const anonymous = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await anonymous.newPage();
  await visitor.goto(`${onThisApp(link)}&debug=true`);
  await expect(visitor.getByRole("note").filter({ hasText: "Shared project · view only" })).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByRole("complementary", { name: "Debug" })).toHaveCount(0);
  await anonymous.close();
});

test("a share link previews with the session's title (Open Graph and Twitter card); an unshared address keeps the generic title", async ({ browser, request }) => {
  const page = await ownerPage(browser);
  const link = await shareThroughApi(page, owner.sessionId);
  await page.context().close();

  // As a chat app's link expander asks for it (Next puts such a bot's metadata in the head, not streamed later).
  const asPreviewBot = { headers: { "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" } };
  const html = await (await request.get(onThisApp(link), asPreviewBot)).text();
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const escaped = owner.title.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  expect(meta("og:title")).toBe(escaped);
  expect(meta("og:type")).toBe("website");
  expect(meta("og:description")).toMatch(/^A research project shared on /);
  expect(meta("og:url")).toContain(`/search-v1/${owner.sessionId}?shareId=`);
  expect(meta("twitter:card")).toBe("summary");
  expect(meta("robots")).toMatch(/noindex/);

  const bare = await (await request.get(`/search-v1/${owner.sessionId}`, asPreviewBot)).text();
  expect(bare).not.toContain('property="og:title"');
  expect(bare).toMatch(/<title>Project · /);
});
