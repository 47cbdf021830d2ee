import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { setPlan } from "./support/plans";
import { askFromHome, messages } from "./support/chat";

/**
 * The GPU task confirmation (spec §2 "Modals", §4 "Chat flow", §9 "GPU confirm delay 3 s"): a chat reply that hands
 * over to Auto Experiment shows first, and about 3 s later the user is asked to confirm the GPU run. The account is
 * put on Pro: a confirmed run on the free plan would be refused with 5019 (tests/e2e/upgrade-prompts.spec.ts).
 */
const REQUEST = "@tool:auto_experiment train a small CNN on MNIST";
const experimentTasks = (page: Page) => messages(page).getByRole("article", { name: "Auto Experiment task" });
const gpuDialog = (page: Page) => page.getByRole("dialog", { name: "Run this experiment on a GPU?" });

/** Waits for the newest experiment task to appear, then for the GPU question; resolves how long the question took. */
async function waitForGpuQuestion(page: Page, count: number): Promise<number> {
  await expect(experimentTasks(page)).toHaveCount(count, { timeout: 15_000 });
  const shownAt = Date.now();
  await expect(experimentTasks(page).last()).toContainText("Starting");
  await expect(gpuDialog(page)).toBeVisible({ timeout: 10_000 });
  return Date.now() - shownAt;
}

test.describe("GPU confirmation", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The GPU question is for paid plans (spec §6); a free account gets the upgrade prompt instead.
    await setPlan(await signUpAndLogIn(page, "gpu"), "pro");
  });

  test("a hand-over to Auto Experiment asks about the GPU after 3 s: Cancel starts nothing, Confirm starts the task", async ({ page }) => {
    await askFromHome(page, REQUEST);
    // The question waits for the reply to show, then 3 s: never sooner (a little slack for when the card was seen).
    expect(await waitForGpuQuestion(page, 1)).toBeGreaterThanOrEqual(2_500);
    await expect(gpuDialog(page)).toContainText("GPU runs typically take 30-120 minutes and average about 50 credits.");
    await expect(page.getByText("the product is working")).toBeVisible();

    await gpuDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(gpuDialog(page)).toBeHidden();
    const cancelled = experimentTasks(page).last();
    await expect(cancelled).toContainText("Cancelled");
    await expect(cancelled).toContainText("the agent was not started");
    await expect(page.getByText("Awaiting your response")).toBeVisible();
    await page.screenshot({ path: "reports/gpu-confirm-cancelled.png" });
    // Nothing was created: stored, the cancelled request has no task behind it.
    await page.reload();
    await expect(experimentTasks(page).last()).toContainText("Not started");

    // A second try from the session page, confirmed this time.
    const input = page.getByLabel("Ask your research question");
    await input.fill(REQUEST);
    await input.press("Enter");
    await waitForGpuQuestion(page, 2);
    await page.screenshot({ path: "reports/gpu-confirm-dialog.png" });
    await gpuDialog(page).getByRole("button", { name: "Confirm" }).click();
    await expect(gpuDialog(page)).toBeHidden();
    const started = experimentTasks(page).last();
    await expect(started).toContainText(/Working|Completed/, { timeout: 15_000 });
    await expect(started).toContainText("Completed", { timeout: 60_000 });
    // The header waits for the canvas to finish showing the run's last steps.
    await expect(page.getByText("Awaiting your response")).toBeVisible({ timeout: 20_000 });
  });

  test("Escape answers like Cancel", async ({ page }) => {
    await askFromHome(page, REQUEST);
    await waitForGpuQuestion(page, 1);
    await page.keyboard.press("Escape");
    await expect(gpuDialog(page)).toBeHidden();
    await expect(experimentTasks(page).last()).toContainText("Cancelled");
    await expect(page.getByText("Awaiting your response")).toBeVisible();
  });
});
