import { expect, type Page } from "@playwright/test";

/** The session page's parts and the way specs reach it: a question typed on /chat. */
export const sessionUrl = /\/search-v1\/[^/?#]+$/;

export const messages = (page: Page) => page.getByRole("log", { name: "Messages" });

/** Types on the home input and sends; resolves once the session page is open with isNewSession already removed. */
export async function askFromHome(page: Page, question: string) {
  await page.goto("/chat");
  const input = page.getByRole("textbox").first();
  await input.fill(question);
  await input.press("Enter");
  await expect(page).toHaveURL(sessionUrl);
}

export type ReplyWatch = { lengths: number[]; working: boolean };

/**
 * Starts recording, on the page as it is, every length the last reply's text takes and whether the input said the
 * product was working; resolves to a reading of what was seen so far. Started before a question is sent (the page
 * moves to the session's address without a reload), it sees the whole stream: sampled from the moment the session
 * page showed, a busy machine saw the reply already whole.
 */
export async function watchReply(page: Page): Promise<() => Promise<ReplyWatch>> {
  await page.evaluate(() => {
    const seen: ReplyWatch = { lengths: [], working: false };
    Object.assign(window, { replyWatch: seen });
    new MutationObserver(() => {
      const length = [...document.querySelectorAll('article[aria-label="Reply"]')].at(-1)?.textContent?.length;
      if (length !== undefined && length !== seen.lengths.at(-1)) seen.lengths.push(length);
      seen.working ||= [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes("the product is working"));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { replyWatch: ReplyWatch }).replyWatch);
}
