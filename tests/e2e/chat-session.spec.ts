import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { askFromHome, messages, sessionUrl, watchReply } from "./support/chat";

/**
 * The chat session page (spec §2 "Chat session page", §4 "Submit flow", "Chat flow", "Streaming display") against
 * the fake model's e2e script: a plain question gets a streamed answer, "@tool:NAME" routes to an agent, "@long"
 * gets a reply long enough to scroll.
 */
const FAKE_ANSWER = /This is a fake answer from fake-llm\. You asked: "(.+)"\./;

const lastReply = (page: Page) => messages(page).getByRole("article", { name: "Reply" }).last();


test.describe("chat session page", () => {
  test.beforeEach(async ({ page }) => {
    await signUpAndLogIn(page, "chat");
  });

  test("a question sent from /chat streams its reply in and is still there after a reload", async ({ page }) => {
    const question = "What limits the context length of transformers?";
    await page.goto("/chat");
    const input = page.getByRole("textbox").first();
    const replySeen = await watchReply(page);
    await input.fill(question);
    await input.press("Enter");
    // isNewSession=true is read on arrival and removed from the address.
    await expect(page).toHaveURL(sessionUrl);
    await expect(messages(page).getByText(question, { exact: true })).toBeVisible();
    await expect(lastReply(page)).toHaveText(FAKE_ANSWER, { timeout: 15_000 });
    await expect(page.getByText("Awaiting your response")).toBeVisible();

    // The input said the product was working, and the reply grew over time rather than appearing in one piece.
    const { lengths, working } = await replySeen();
    expect(working).toBe(true);
    expect(new Set(lengths).size).toBeGreaterThan(4);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const answer = await lastReply(page).textContent();

    await page.reload();
    await expect(messages(page).getByText(question, { exact: true })).toBeVisible();
    await expect(lastReply(page)).toHaveText(answer ?? FAKE_ANSWER);
    await expect(page.getByText("Awaiting your response")).toBeVisible();
  });

  test("a question the model routes to an agent shows that agent's task message", async ({ page }) => {
    await askFromHome(page, "@tool:deep_survey graph neural networks for molecule property prediction");
    const task = messages(page).getByRole("article", { name: "Deep Survey task" });
    await expect(task).toBeVisible({ timeout: 15_000 });
    await expect(task).toContainText("graph neural networks for molecule property prediction");
    await expect(task.getByRole("button", { name: /Deep Survey/ })).toBeVisible();

    await page.reload();
    await expect(messages(page).getByRole("article", { name: "Deep Survey task" })).toBeVisible();
  });

  test("a phone-sized window renders no canvas at all; widened, the window shows the task's panel", async ({ page }) => {
    await askFromHome(page, "@tool:deep_survey retrieval for long answers");
    await expect(messages(page).getByRole("article", { name: "Deep Survey task" })).toBeVisible({ timeout: 15_000 });
    // includeHidden: not merely hidden, the panels' code and their rendering are skipped where they cannot be seen.
    const canvas = page.getByRole("region", { name: "Canvas", includeHidden: true });
    await expect(canvas).toBeVisible();
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(canvas).toHaveCount(0);
    await expect(messages(page).getByRole("article", { name: "Deep Survey task" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(canvas).toBeVisible();
  });

  test("the divider resizes the chat column within its bounds, by pointer and by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await askFromHome(page, "Hello there");
    const divider = page.getByRole("separator", { name: "Resize chat column" });
    const column = page.getByRole("region", { name: "Chat" });
    await expect(divider).toHaveAttribute("aria-valuenow", "390");
    await expect(divider).toHaveAttribute("aria-valuemin", "300");
    await expect(divider).toHaveAttribute("aria-valuemax", "500");

    const dragBy = async (dx: number) => {
      const box = await divider.boundingBox();
      if (!box) throw new Error("the divider is not on screen");
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 4 });
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    const columnWidth = async () => Math.round((await column.boundingBox())?.width ?? 0);

    await dragBy(60);
    await expect(divider).toHaveAttribute("aria-valuenow", "450");
    expect(await columnWidth()).toBe(450);
    await dragBy(400);
    await expect(divider).toHaveAttribute("aria-valuenow", "500");
    expect(await columnWidth()).toBe(500);
    await dragBy(-600);
    await expect(divider).toHaveAttribute("aria-valuenow", "300");
    expect(await columnWidth()).toBe(300);

    await divider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(divider).toHaveAttribute("aria-valuenow", "310");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(divider).toHaveAttribute("aria-valuenow", "360");
    await page.keyboard.press("End");
    await expect(divider).toHaveAttribute("aria-valuenow", "500");
    await page.keyboard.press("ArrowRight");
    await expect(divider).toHaveAttribute("aria-valuenow", "500");
    await page.keyboard.press("Home");
    await expect(divider).toHaveAttribute("aria-valuenow", "300");
    expect(await columnWidth()).toBe(300);
  });

  test("Follow appears after scrolling up a long conversation and brings the view back down", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await askFromHome(page, "@long Tell me everything about protein folding.");
    await expect(lastReply(page)).toContainText("Paragraph 24.", { timeout: 30_000 });
    await expect(page.getByText("Awaiting your response")).toBeVisible();
    const follow = page.getByRole("button", { name: "Follow" });
    await expect(follow).toBeHidden();

    const scroller = page.getByTestId("chat-scroll");
    const distanceFromBottom = () => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    // Polled: the view follows the reveal's last frames and scrolls smoothly, which a busy machine stretches out.
    await expect.poll(distanceFromBottom).toBeLessThan(5);
    await scroller.hover();
    await page.mouse.wheel(0, -1500);
    await expect(follow).toBeVisible();
    await expect.poll(distanceFromBottom).toBeGreaterThan(200);

    await follow.click();
    await expect(follow).toBeHidden();
    await expect.poll(distanceFromBottom).toBeLessThan(5);
  });
});
