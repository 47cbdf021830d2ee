import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { signUpAndLogIn } from "./accounts";
import { askFromHome, messages } from "./chat";

/**
 * A finished session and its owner, for the sharing specs: the owner signs up and runs the fake model's scripted
 * task (a plan of three todos, then a report) to its end, on the real backend. The owner's browser state is kept,
 * so each test opens its own pages as the owner; visitors get fresh contexts.
 */
export const SHARED_TASK_REPORT = "The scripted agent finished every step of its plan.";

export const taskMessage = (page: Page) => messages(page).getByRole("article", { name: "Deep Survey task" });
export const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
/** The session's title in the chat column's header (a report has headings of its own). */
export const sessionTitle = (page: Page) => page.getByRole("region", { name: "Chat" }).getByRole("heading", { level: 1 });

export type SharedSessionOwner = {
  sessionId: string;
  title: string;
  /** The owner's cookies, for new contexts signed in as the owner. */
  storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;
};

export async function finishedSessionOwner(browser: Browser, tag: string): Promise<SharedSessionOwner> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signUpAndLogIn(page, tag);
  await askFromHome(page, `@tool:deep_survey ${tag} retrieval evaluation`);
  await expect(taskMessage(page).getByRole("button", { name: /Final Todo list completed 3\/3/ })).toBeVisible({ timeout: 60_000 });
  await expect(canvas(page).getByRole("article", { name: "Research report" })).toContainText(SHARED_TASK_REPORT, { timeout: 20_000 });
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const title = (await sessionTitle(page).textContent())?.trim() ?? "";
  const storageState = await context.storageState();
  await context.close();
  return { sessionId, title, storageState };
}

/** Shares the session through the API as its owner (the page's request context carries the owner's cookies). */
export async function shareThroughApi(page: Page, sessionId: string): Promise<string> {
  const answer = await page.request.post("/api/chat_session/share", { data: { chatSessionId: sessionId } });
  const body = (await answer.json()) as { code: number; result: string | { url: string } };
  expect(body.code).toBe(0);
  return typeof body.result === "string" ? body.result : body.result.url;
}

/** The public link's path and query on the app under test (the link itself names APP_URL's host). */
export function onThisApp(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
