import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { messages } from "./support/chat";
import { ok, proCredit, refuse, routeCreditInfo } from "./support/credit-routes";

/**
 * Where plans and credits meet a task (spec §4 Submit flow, §6, §8 codes 5016 and 5019; issue 19 items 3 and 6): the
 * paid user's GPU question before anything is sent, the insufficient-credit and locked-Auto-Experiment dialogs
 * leading to /upgrade, the average-cost tooltip, and a task header's running and final cost. What a user would
 * notice if this failed: a GPU run started without asking, a refused task with no way forward, costs nowhere.
 */
const agentChip = (page: Page, name: string) => page.getByRole("group", { name: "Agents" }).getByRole("button", { name });
const input = (page: Page) => page.getByRole("textbox").first();

test.describe("plan gates on the home input", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "plan-gates");
  });

  test("a paid user is asked about the GPU before the submit; a 5016 then opens the insufficient-credit dialog", async ({ page }) => {
    await routeCreditInfo(page, () => proCredit);
    const created: string[] = [];
    const tasks: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/chat_session/create")) created.push(request.url());
    });
    await page.route(/\/api\/task\/create_task/, (route) => {
      tasks.push(route.request().postDataJSON() as Record<string, unknown>);
      return refuse(route, 5016, "insufficient credit");
    });
    await page.goto("/chat");
    await agentChip(page, "Auto Experiment").click();
    await input(page).fill("Train a small CNN on MNIST");

    const tag = page.getByTestId("agent-tag").getByText("@Auto Experiment");
    await tag.hover();
    await expect(page.getByRole("tooltip")).toHaveText(
      "Average cost is 150 credits per task, actual usage may be higher for heavy tasks.",
    );

    await input(page).press("Enter");
    const gpu = page.getByRole("dialog", { name: "Run this experiment on a GPU?" });
    await expect(gpu).toBeVisible();
    expect(created).toEqual([]);
    await gpu.getByRole("button", { name: "Cancel" }).click();
    await expect(gpu).toBeHidden();
    await expect(input(page)).toHaveValue("Train a small CNN on MNIST");
    expect(created).toEqual([]);

    await input(page).press("Enter");
    await gpu.getByRole("button", { name: "Confirm" }).click();
    const prompt = page.getByRole("dialog", { name: "Insufficient credits" });
    await expect(prompt).toBeVisible();
    expect(created).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ agentName: "ML Agent", enableGpu: true });
    await expect(page).toHaveURL(/\/autoexperiment$/); // the agent's home address: no session was opened
    await page.screenshot({ path: "reports/upgrade-insufficient-credit.png" });

    const upgrade = prompt.getByRole("link", { name: "Upgrade" });
    await expect(upgrade).toHaveAttribute("href", "/upgrade");
    const tab = page.waitForEvent("popup");
    await upgrade.click();
    await (await tab).waitForURL(/\/upgrade$/);
    await expect(prompt).toBeHidden();
  });

  test("a free user choosing Auto Experiment gets 5019 from the server and the upgrade-to-unlock dialog", async ({ page }) => {
    // The real backend: a new account is on the free plan, so no GPU question, and create_task refuses with 5019.
    await page.goto("/chat");
    await agentChip(page, "Auto Experiment").click();
    await input(page).fill("Reproduce the ResNet paper on CIFAR-10");
    await input(page).press("Enter");
    const prompt = page.getByRole("dialog", { name: "Upgrade to unlock Auto expriment" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText("Pro or Ultra");
    await expect(page.getByRole("dialog", { name: "Run this experiment on a GPU?" })).toHaveCount(0);
    await expect(prompt.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/upgrade");
    await page.screenshot({ path: "reports/upgrade-unlock-auto-experiment.png" });
    await prompt.getByRole("button", { name: "Not now" }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/autoexperiment$/); // the agent's home address: no session was opened
  });
});

test("a running task's header shows the credits used so far, and a finished one what it cost", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndLogIn(page, "task-cost");
  let finished = false;
  await page.route(/\/api\/chat_session\/message\/list/, (route) =>
    ok(route, {
      chatSession: { id: "cost-session", title: "Costs", visitType: "owner" },
      chatSessionMessages: [
        { id: "h1", type: "task", query: "Survey protein language models", agentName: "Deep Search Agent", status: "processing", taskId: "cost-task", extInfo: { chatResultType: "task" } },
      ],
    }),
  );
  await page.route(/\/api\/task\/get_task/, (route) =>
    ok(route, {
      taskId: "cost-task",
      status: finished ? "finish" : "processing",
      steps: [],
      errorInfo: null,
      errorCode: null,
      hasPreData: false,
      agentName: "Deep Search Agent",
      creditUsed: finished ? 7.25 : 3.5,
    }),
  );
  await page.goto("/search-v1/cost-session");
  const task = messages(page).getByRole("article", { name: "Deep Survey task" });
  await expect(task).toContainText("3.5 credits used so far");
  finished = true;
  await expect(task).toContainText("Cost 7.25 credits");
  await expect(task).not.toContainText("used so far");
});
