import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { signUpAndLogIn } from "./support/accounts";
import { setPlan } from "./support/plans";
import { askFromHome, messages } from "./support/chat";
import { COLOURED_LINE, experimentSessionIds, openExperimentSession, processIds } from "./support/experiment-session";

/**
 * The Auto Experiment result view (issue 17 item 4) in a finished session served by page.route: the Project Package
 * and Build-Test Process tabs, the terminal's tabs and arrows and colours, the file tree and previews, and the zip.
 * What a user would notice if this failed: no way to see or download what the agent built, a terminal without
 * colour or without a way to reach the tenth process, code that fills the page, or a binary file shown as garbage.
 */
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const processTabs = (page: Page) => canvas(page).getByRole("tablist", { name: "Processes" }).getByRole("tab");
const processTab = (page: Page, id: string) => canvas(page).getByRole("tablist", { name: "Processes" }).getByRole("tab", { name: id.slice(0, 6), exact: true });
const preview = (page: Page, path: string) => canvas(page).getByRole("region", { name: `Preview of ${path}` });
const fileButton = (page: Page, name: string) => canvas(page).getByRole("navigation", { name: "Project V2 files" }).getByRole("button", { name, exact: true });

test.describe("the Auto Experiment result view", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "experiment-panel");
  });

  test("Build-Test Process: the ending, a terminal tab per process with arrows from 9, ANSI colours", async ({ page }) => {
    await openExperimentSession(page);
    const buildTest = canvas(page).getByRole("tab", { name: "Build-Test Process" });
    await expect(buildTest).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
    await expect(canvas(page).getByRole("tab", { name: /^Project Package/ })).toContainText("Final");
    await expect(canvas(page).getByText("Finish exp excution!")).toBeVisible();

    // Ten processes, each labelled by the first 6 characters of its id; the newest is shown.
    await expect(processTabs(page)).toHaveText(processIds.map((id) => id.slice(0, 6)));
    const last = processIds.at(-1) ?? "";
    await expect(processTab(page, last)).toHaveAttribute("aria-selected", "true");
    await expect(canvas(page).getByRole("log", { name: `Terminal ${last.slice(0, 6)}` })).toContainText("process 10 started");

    // The arrows move one tab at a time and stop at the ends.
    const next = canvas(page).getByRole("button", { name: "Next process" });
    const previous = canvas(page).getByRole("button", { name: "Previous process" });
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(processTab(page, processIds[8] ?? "")).toHaveAttribute("aria-selected", "true");
    await expect(canvas(page).getByRole("log", { name: `Terminal ${(processIds[8] ?? "").slice(0, 6)}` })).toContainText("process 9 started");
    for (let step = 0; step < 8; step += 1) await previous.click();
    await expect(previous).toBeDisabled();
    await next.click();
    await previous.click();
    const first = processIds[0] ?? "";
    await expect(processTab(page, first)).toHaveAttribute("aria-selected", "true");

    // The first process's two batches, joined, in its ANSI colours (xterm's DOM renderer: classes per palette colour).
    const terminal = canvas(page).getByRole("log", { name: `Terminal ${first.slice(0, 6)}` });
    await expect(terminal).toContainText(COLOURED_LINE);
    await expect(terminal).toContainText("test_accuracy: 0.9150");
    const red = terminal.locator(".xterm-rows span", { hasText: "red error" }).first();
    const green = terminal.locator(".xterm-rows span", { hasText: "test_accuracy" }).first();
    const colours = await Promise.all([red, green].map((span) => span.evaluate((element) => getComputedStyle(element).color)));
    expect(colours[0]).not.toBe(colours[1]);
    // Read-only: typing into it sends nothing anywhere and adds nothing.
    await expect(terminal.locator("textarea")).toHaveCount(1);
    await processTabs(page).first().press("ArrowRight");
    await expect(processTab(page, processIds[1] ?? "")).toHaveAttribute("aria-selected", "true");
  });

  test("Project Package: tree, highlighted and folded preview, the notice, an empty preview on a failed fetch, the zip", async ({ page }) => {
    await openExperimentSession(page);
    const packageTab = canvas(page).getByRole("tab", { name: /^Project Package/ });
    await packageTab.click();
    await expect(packageTab).toHaveAttribute("aria-selected", "true");

    // The README opens first; the tree's folders come before its files and close and open by keyboard.
    await expect(preview(page, "README.md")).toContainText("test_accuracy");
    await expect(preview(page, "README.md").locator("code.hljs")).toBeVisible();
    const src = fileButton(page, "src");
    await expect(src).toHaveAttribute("aria-expanded", "true");
    await expect(fileButton(page, "data.py")).toBeVisible();
    await src.focus();
    await page.keyboard.press("Enter");
    await expect(src).toHaveAttribute("aria-expanded", "false");
    await expect(fileButton(page, "data.py")).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(fileButton(page, "data.py")).toBeVisible();

    // Python highlighted and folded at 280 px, until expanded.
    await fileButton(page, "train.py").click();
    const code = preview(page, "train.py");
    await expect(code.locator("code.hljs .hljs-keyword", { hasText: "import" }).first()).toBeVisible();
    const expand = code.getByRole("button", { name: "Expand code" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    const foldedHeight = await code.locator("pre").evaluate((pre) => (pre.parentElement?.parentElement as HTMLElement).getBoundingClientRect().height);
    expect(foldedHeight).toBeLessThanOrEqual(281);
    await expand.click();
    const collapse = code.getByRole("button", { name: "Collapse code" });
    await expect(collapse).toHaveAttribute("aria-expanded", "true");
    const openHeight = await code.locator("pre").evaluate((pre) => (pre.parentElement?.parentElement as HTMLElement).getBoundingClientRect().height);
    expect(openHeight).toBeGreaterThan(400);
    await collapse.click();
    await expect(code.getByRole("button", { name: "Expand code" })).toBeVisible();

    // A binary file is not previewed; its download is offered.
    await fileButton(page, "plot.png").click();
    await expect(preview(page, "results/plot.png")).toContainText("This file cannot be previewed online. Please download it to view the full content.");
    await expect(preview(page, "results/plot.png").getByRole("link", { name: "Download results/plot.png" })).toHaveAttribute("href", /fileKey=projects%2Fexperiment-view-task%2Fv2%2Fresults%2Fplot\.png$/);

    // A file the server refuses shows an empty preview: no code, no notice, no error page.
    await fileButton(page, "notes.txt").click();
    const refused = preview(page, "notes.txt");
    await expect(refused).toBeVisible();
    await expect(refused.locator("pre")).toHaveCount(0);
    await expect(refused).not.toContainText("cannot be previewed");
    await expect(refused).not.toContainText("refused");

    // The whole package as a zip, for the newest version. A link's download skips page.route, so its contents are
    // checked against the real backend below; here, that it asks for this task's version 2.
    const [download] = await Promise.all([page.waitForEvent("download"), canvas(page).getByRole("link", { name: "Download package" }).click()]);
    const asked = new URL(download.url());
    expect([asked.pathname, asked.searchParams.get("taskId"), asked.searchParams.get("version")]).toEqual(["/api/file/project_zip", experimentSessionIds.taskId, "2"]);
  });
});

/**
 * The real run: the chat hands over to Auto Experiment, the scripted model's training script is fixed and rerun in
 * the sandbox, and the panel shows how it ended, the terminal and the package that the backend zips.
 */
test.describe("an Auto Experiment run", () => {
  test.setTimeout(300_000);

  test("ends with 'Finish exp excution!', its package lists README.md and downloads as a zip", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Auto Experiment needs Pro or Ultra (spec §6).
    await setPlan(await signUpAndLogIn(page, "experiment-run"), "pro");
    await askFromHome(page, "@tool:auto_experiment @experiment train a small classifier on a generated dataset");
    await expect(messages(page).getByRole("article", { name: "Auto Experiment task" })).toBeVisible({ timeout: 15_000 });
    const gpuDialog = page.getByRole("dialog", { name: "Run this experiment on a GPU?" });
    await expect(gpuDialog).toBeVisible({ timeout: 15_000 });
    await gpuDialog.getByRole("button", { name: "Confirm" }).click();

    await expect(canvas(page).getByText("Finish exp excution!")).toBeVisible({ timeout: 240_000 });
    // The scripted run never ticks its plan off: the item left in progress stops spinning once the task has ended.
    const task = messages(page).getByRole("article", { name: "Auto Experiment task" });
    await expect(task.getByText("Completed", { exact: true })).toBeVisible();
    await expect(task.locator("li .animate-spin")).toHaveCount(0);
    await expect(processTabs(page).first()).toHaveText(/^[0-9a-f]{6}$/);
    await expect(canvas(page).getByRole("log", { name: /^Terminal / })).toContainText("test_accuracy", { timeout: 20_000 });

    const packageTab = canvas(page).getByRole("tab", { name: /^Project Package/ });
    await expect(packageTab).toContainText("Final");
    await packageTab.click();
    await expect(fileButton(page, "README.md")).toBeVisible();
    await expect(preview(page, "README.md")).toContainText("## Results", { timeout: 20_000 });

    const [download] = await Promise.all([page.waitForEvent("download"), canvas(page).getByRole("link", { name: "Download package" }).click()]);
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
    expect(entries).toEqual(expect.arrayContaining(["README.md", "requirements.txt", "train.py"]));
  });
});
