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
