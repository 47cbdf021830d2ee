import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { askFromHome, messages } from "./support/chat";

/**
 * The Jupyter Notebook agent from the session page (issue 16 items 2 and 3): a CSV attached to a follow-up message
 * reaches the task, the fake model's scripted notebook run ("@notebook": real cells in the task's kernel, a failing
 * cell fixed, two saves) finishes, and the notebook panel shows both versions newest first, with a real plot, a
 * downloadable .ipynb, tabs the keyboard drives, and the spec's message when a notebook cannot be fetched. What a
 * user would notice if this failed: files cannot be added once a conversation has started, the versions show in the
 * wrong order or not at all, the download is not the notebook, or a missing notebook shows nothing.
 */
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const question = (page: Page) => page.getByLabel("Ask your research question");
const versionTabs = (page: Page) => canvas(page).getByRole("tab", { name: /^Jupyter Notebook V\d$/ });
const versionTab = (page: Page, version: number) => canvas(page).getByRole("tab", { name: `Jupyter Notebook V${version}`, exact: true });
const tabPanel = (page: Page) => canvas(page).getByRole("tabpanel");
const plots = (page: Page) => tabPanel(page).locator('img[src^="data:image/png"]');

const SALES_CSV = ["month,units,revenue", ...Array.from({ length: 12 }, (_, index) => `${index + 1},${40 + index * 3},${(400 + index * 35.5).toFixed(2)}`)].join("\n");

/** The saved notebook's URL is our download call naming the version's storage key (…%2Fnotebook-v2.ipynb). */
const isNotebookUrl = (version: number) => (url: URL) => url.pathname === "/api/file/download" && (url.searchParams.get("fileKey") ?? "").endsWith(`/notebook-v${version}.ipynb`);

test.describe("the Jupyter Notebook agent", () => {
  test.setTimeout(240_000);

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "notebook-agent");
  });

  test("analyses a CSV attached on the session page and shows its notebook versions", async ({ page }) => {
    await askFromHome(page, "Hello, I have some sales figures to look at.");
    await expect(page.getByText("Awaiting your response")).toBeVisible({ timeout: 30_000 });

    // On the session page: choose the agent, then attach the CSV with the attachment button's file picker.
    await question(page).fill("@");
    await page.getByRole("option", { name: /Jupyter Notebook/ }).click();
    await expect(page.getByTestId("agent-tag")).toHaveText("@Jupyter Notebook");
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Attach files" }).click()]);
    await chooser.setFiles({ name: "sales.csv", mimeType: "text/csv", buffer: Buffer.from(SALES_CSV) });
    await expect(page.getByRole("list", { name: "Attached files" }).getByRole("button", { name: "Remove sales.csv" })).toBeVisible({ timeout: 20_000 });
    await question(page).fill("Analyse the monthly sales in the attached file @notebook");
    await question(page).press("Enter");
    await expect(messages(page).getByRole("article", { name: "Jupyter Notebook task" })).toBeVisible({ timeout: 15_000 });
    // Sent: the input no longer holds the files.
    await expect(page.getByRole("list", { name: "Attached files" })).toHaveCount(0);

    // Both versions, newest first; the newest is shown as it arrives.
    await expect(versionTabs(page)).toHaveText(["Jupyter Notebook V2", "Jupyter Notebook V1"], { timeout: 180_000 });
    await expect(versionTab(page, 2)).toHaveAttribute("aria-selected", "true");
    await expect(canvas(page).getByRole("tab", { name: "Process" })).toBeVisible();
    await expect(page.getByText("Awaiting your response")).toBeVisible({ timeout: 60_000 });
    await expect(plots(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(tabPanel(page)).toContainText("sales.csv");

    // The download is the notebook itself: nbformat 4, with the cells that read the attached file.
    const [download] = await Promise.all([page.waitForEvent("download"), canvas(page).getByRole("link", { name: "Download Jupyter Notebook V2" }).click()]);
    expect(download.suggestedFilename()).toBe("notebook-v2.ipynb");
    const saved = JSON.parse(await readFile(await download.path(), "utf8")) as { nbformat: number; cells: { source: string | string[] }[] };
    expect(saved.nbformat).toBe(4);
    expect(saved.cells.length).toBeGreaterThan(0);
    expect(saved.cells.map((cell) => [cell.source].flat().join("")).join("\n")).toContain("sales.csv");

    // Radix tabs: arrows move the selection (and the focus) along the strip, End and Home jump to its ends.
    await versionTab(page, 2).focus();
    await page.keyboard.press("ArrowRight");
    await expect(versionTab(page, 1)).toHaveAttribute("aria-selected", "true");
    await expect(versionTab(page, 1)).toBeFocused();
    await expect(plots(page).first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press("ArrowLeft");
    await expect(versionTab(page, 2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(canvas(page).getByRole("tab", { name: "Process" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(versionTab(page, 2)).toHaveAttribute("aria-selected", "true");

    // A notebook the server no longer gives: its tab and its download say so, with the spec's full-width colon.
    await page.route(isNotebookUrl(2), (route) => route.fulfill({ status: 404, body: "" }));
    await page.reload();
    await expect(versionTab(page, 2)).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
    await expect(tabPanel(page).getByRole("alert")).toHaveText("HTTP ERROR CODE：404");
    await canvas(page).getByRole("link", { name: "Download Jupyter Notebook V2" }).click();
    await expect(canvas(page).getByRole("alert").filter({ hasText: "HTTP ERROR CODE：404" })).toHaveCount(2);
    // The other version is unaffected.
    await versionTab(page, 1).click();
    await expect(plots(page).first()).toBeVisible({ timeout: 20_000 });
  });
});
