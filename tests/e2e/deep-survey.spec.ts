import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { askFromHome } from "./support/chat";

/**
 * A whole Deep Survey in the browser (issue "Deep Survey and Method Design"): the scripted research model drives the
 * real agent, which searches the loopback paper sources, reads a PDF, takes notes and finishes with a checked report.
 * The panel streams the process, then opens the final report with its badge; Sources lists the papers and the notes.
 */
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const report = (page: Page) => canvas(page).getByRole("article", { name: "Research report" });

test("a Deep Survey run streams its process, then shows the verified report, its sources and notes", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndLogIn(page, "survey");
  await askFromHome(page, "@tool:deep_survey @research retrieval augmented generation");

  // While it runs: the Process tab streams the agent's steps under their friendly labels.
  const processLog = canvas(page).getByRole("log", { name: "Process" });
  await expect(processLog.getByText("Searching papers on a preprint server").first()).toBeVisible({ timeout: 30_000 });

  // The finish text switches the panel to the report, which carries the Final badge.
  const reportTab = canvas(page).getByRole("tab", { name: /Research report\s*Final/ });
  await expect(reportTab).toHaveAttribute("aria-selected", "true", { timeout: 60_000 });
  await expect(report(page).getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(report(page).getByRole("heading", { name: "References" })).toBeVisible();
  // Citations link to entries of the generated References; the model's own (invented) reference is gone.
  await expect(report(page).locator('a[href="#source-1"]').first()).toBeVisible();
  await expect(report(page)).not.toContainText("Invented Author");

  // The whole process stays readable: searches, the paper read, the notes, the checked report.
  await canvas(page).getByRole("tab", { name: "Process" }).click();
  for (const label of ["Searching papers on a preprint server", "Reading paper", "Taking notes", "Drafting final report"]) {
    await expect(processLog.getByText(label).first()).toBeVisible();
  }
  await expect(processLog.getByRole("status")).toHaveText("All tasks finished");

  await canvas(page).getByRole("tab", { name: "Sources" }).click();
  const sources = canvas(page).getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("link", { name: /Retrieval Augmented Generation: A Survey/i }).first()).toBeVisible();
  // Repositories come from the GitHub search (the fake GitHub API), each linking to its page.
  await expect(sources.getByText(/^Repositories \(\d+\)$/)).toBeVisible();
  await expect(sources.getByRole("link", { name: /^awesome-/ }).first()).toHaveAttribute("href", /^https:\/\/github\.com\/awesome-lists\//);
  await expect(sources.getByRole("region", { name: "Note" })).toContainText("closest prior work");
  await page.screenshot({ path: "reports/deep-survey-sources.png" });

  await reportTab.click();
  const [download] = await Promise.all([page.waitForEvent("download"), report(page).page().getByRole("button", { name: "Download Markdown" }).click()]);
  const markdown = await readFile((await download.path()) ?? "", "utf8");
  expect(markdown).toContain("## References");
  expect(markdown).toMatch(/^\[1\] .+\(\d{4}\)\. .+ https?:\/\//m);
});
