import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { askFromHome, messages } from "./support/chat";

/**
 * A task run in the browser (issue "Task engine"): the fake model's scripted agent plans three todos, completes them
 * one turn at a time and finishes with a report; "@hang" in the task's query makes it stop answering after the plan,
 * so the task stays running until terminated.
 */
const taskMessage = (page: Page) => messages(page).getByRole("article", { name: "Deep Survey task" });
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const processLog = (page: Page) => canvas(page).getByRole("log", { name: "Process" });
const reportTab = (page: Page) => canvas(page).getByRole("tab", { name: /Research report\s*Final/ });

test.describe("a task run", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "task");
  });

  test("streams into the task message and the Process view, todo counts update, and it finishes", async ({ page }) => {
    await askFromHome(page, "@tool:deep_survey retrieval-augmented generation evaluation");
    await expect(taskMessage(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("the product is working")).toBeVisible();
    // The plan arrives first (nothing completed), then the count climbs as the agent works through it.
    await expect(taskMessage(page).getByRole("button", { name: /Todo List [01]\/3/ })).toBeVisible({ timeout: 20_000 });
    await expect(processLog(page).getByRole("article", { name: "Agent step" }).first()).toBeVisible();
    await expect(processLog(page).getByText("Todo list updated: 0/3 completed.")).toBeVisible();
    await expect(taskMessage(page).getByRole("button", { name: /Final Todo list completed 3\/3/ })).toBeVisible({ timeout: 60_000 });
    // The finish text switches the panel to the report (spec §4), which then carries the Final badge.
    await expect(reportTab(page)).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
    await expect(canvas(page).getByRole("article", { name: "Research report" })).toContainText("The scripted agent finished every step of its plan.");
    await canvas(page).getByRole("tab", { name: "Process" }).click();
    await expect(processLog(page).getByRole("status")).toHaveText("All tasks finished", { timeout: 20_000 });
    await expect(page.getByText("Awaiting your response")).toBeVisible();
    await expect(processLog(page)).toContainText("The scripted agent finished every step of its plan.");

    // A finished task on reload opens on its report and shows everything at once.
    await page.reload();
    await expect(taskMessage(page).getByRole("button", { name: /Final Todo list completed 3\/3/ })).toBeVisible();
    await expect(reportTab(page)).toHaveAttribute("aria-selected", "true");
    await canvas(page).getByRole("tab", { name: "Process" }).click();
    await expect(processLog(page).getByRole("status")).toHaveText("All tasks finished");
  });

  test("a reload mid-task picks the polling up again and the task still finishes", async ({ page }) => {
    // Slow turns (6 s), reloaded at 0 or 1 of 3 done: at least two turns (12 s) are left, more than a reload takes on
    // a busy machine (at 2.5 s a turn, one ran out before the reloaded page looked).
    await askFromHome(page, "@tool:deep_survey @slow sparse attention survey");
    await expect(taskMessage(page).getByRole("button", { name: /Todo List [01]\/3/ })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(taskMessage(page)).toBeVisible();
    await expect(page.getByText("the product is working")).toBeVisible();
    await expect(taskMessage(page).getByRole("button", { name: /Final Todo list completed 3\/3/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Awaiting your response")).toBeVisible();
  });

  test("Terminate stops a running task", async ({ page }) => {
    await askFromHome(page, "@tool:deep_survey @hang a task that never ends");
    await expect(taskMessage(page).getByRole("button", { name: /Todo List 0\/3/ })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Terminate" }).click();
    const popup = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(popup).toContainText("Your agent is working on this task. Do you want to terminate it?");
    await popup.getByRole("button", { name: "Yes" }).click();
    await expect(popup).toBeHidden();
    await expect(taskMessage(page)).toContainText("Task terminated");
    await expect(processLog(page).getByRole("status")).toHaveText("You have terminated this task, please send a new message to continue", {
      timeout: 10_000,
    });
    await expect(page.getByText("Awaiting your response")).toBeVisible();
    await page.screenshot({ path: "reports/task-terminated.png" });
  });
});
