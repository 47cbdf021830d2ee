import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { inkInRows, pdfFacts, pdfPageImages, renderedPageSizes } from "./support/pdf-facts";
import { finishedSurveyTask, surveyIds, surveyReport, surveySessionMessages, XSS } from "./support/finished-survey";

/**
 * A finished Deep Survey's panel (issue 7 items 4-6), without the agents: the session's history and its task are
 * served by page.route, with hostile text in the report, paper titles, notes and repositories. What a user would
 * notice if this failed: a report or a paper title runs script in their session, the report or its exports are
 * wrong, or the tabs, sources and tip bar do not behave as the spec says.
 */
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const report = (page: Page) => canvas(page).getByRole("article", { name: "Research report" });
const PDF_MARGIN_PX = 56;
const PDF_PAGE_CONTENT_PX = 1123 - 2 * PDF_MARGIN_PX;

/** The session's history and its task served by page.route; the task's answer waits for `taskHeld` when given. */
async function routeFinishedSurvey(page: Page, taskHeld?: Promise<void>) {
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: surveySessionMessages } }));
  await page.route(/\/api\/task\/get_task/, async (route) => {
    await taskHeld;
    await route.fulfill({ json: { code: 0, result: finishedSurveyTask() } });
  });
}

async function openFinishedSurvey(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await routeFinishedSurvey(page);
  await page.goto(`/search-v1/${surveyIds.sessionId}`);
  await expect(report(page).getByRole("heading", { level: 1 })).toContainText("Survey of retrieval");
  return dialogs;
}

/** Nothing executable anywhere in the page: no injected script, no event handler attribute, no script URL. */
async function expectInertPage(page: Page, dialogs: readonly string[]) {
  const found = await page.evaluate(() => {
    const scripts = [...document.querySelectorAll("script")].filter((script) => /alert/.test(script.textContent ?? ""));
    const handlers = [...document.querySelectorAll("*")].filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name)));
    const scriptUrls = [...document.querySelectorAll("[href], [src], [action], [formaction], [xlink\\:href]")].filter((element) =>
      [...element.attributes].some((attribute) => /^\s*(?:javascript|vbscript):/i.test(attribute.value)),
    );
    return { scripts: scripts.length, handlers: handlers.length, scriptUrls: scriptUrls.length, dataFoo: document.querySelectorAll("[data-foo]").length };
  });
  expect(found).toEqual({ scripts: 0, handlers: 0, scriptUrls: 0, dataFoo: 0 });
  expect(await canvas(page).locator("img").count()).toBe(0);
  expect(dialogs).toEqual([]);
}

test.describe("a finished Deep Survey's report", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "report");
  });

  test("renders hostile report, sources and notes inert, with linked citations and math", async ({ page }) => {
    const dialogs = await openFinishedSurvey(page);
    // The finish text opened the report; its tab carries the Final badge.
    await expect(canvas(page).getByRole("tab", { name: /Research report\s*Final/ })).toHaveAttribute("aria-selected", "true");
    await expect(report(page).locator(".katex").first()).toBeVisible();
    await expect(report(page)).toContainText("stay inert");
    await expectInertPage(page, dialogs);
    await page.screenshot({ path: "reports/report-final.png" });

    // A citation marker leads to its References entry.
    await report(page).getByRole("link", { name: "2", exact: true }).first().click();
    await expect(report(page).locator("#user-content-source-2")).toBeInViewport();
    await expect(report(page).locator("#user-content-source-2")).toContainText("Dense Passage Retrieval");

    await canvas(page).getByRole("tab", { name: "Sources" }).click();
    const papers = canvas(page).getByRole("list", { name: "Papers" });
    // The duplicate of p1 (same title, other id) is listed once: 2 cited + 1 + 24 fillers.
    await expect(papers.getByRole("listitem")).toHaveCount(27);
    const first = papers.getByRole("link", { name: `${XSS.script} Retrieval-Augmented Generation` });
    await expect(first).toHaveAttribute("href", "https://arxiv.org/abs/2005.11401");
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", "noopener noreferrer");
    await expect(papers.getByRole("listitem").first()).toContainText("Alice Smith, Bob Jones, Carol White et al.");
    await expect(papers.getByText(XSS.link, { exact: true })).toBeVisible();
    await expect(papers.getByRole("link", { name: XSS.link })).toHaveCount(0);
    const repositories = canvas(page).getByRole("list", { name: "Repositories" });
    await expect(repositories.getByRole("link", { name: "DPR" })).toHaveAttribute("href", "https://github.com/facebookresearch/DPR");
    await expect(repositories.getByRole("link", { name: "evil-repo" })).toHaveCount(0);
    await expect(canvas(page).getByRole("region", { name: "Note" })).toContainText("Dense retrieval beats BM25 on NQ.");
    await expectInertPage(page, dialogs);
    await page.screenshot({ path: "reports/report-sources.png" });

    // The Process view shows the same report as a rendered finish result.
    await canvas(page).getByRole("tab", { name: "Process" }).click();
    await expect(canvas(page).getByRole("log", { name: "Process" }).getByRole("heading", { name: /Survey of retrieval/ })).toBeVisible();
    await expectInertPage(page, dialogs);
  });

  test("downloads the report as Markdown, as an A4 PDF cut between lines, and its sources as BibTeX", async ({ page }) => {
    // The PDF is drawn in the page, page by page at twice the pixels, then read back with pdftoppm: on a busy
    // machine the whole test ran past 90 s.
    test.setTimeout(180_000);
    await openFinishedSurvey(page);

    const [markdown] = await Promise.all([page.waitForEvent("download"), canvas(page).getByRole("button", { name: "Download Markdown" }).click()]);
    expect(markdown.suggestedFilename()).toMatch(/^Survey of retrieval.*\.md$/);
    expect(await readFile(await markdown.path(), "utf8")).toBe(surveyReport);

    // The pages the report needs at A4 width, measured like the export measures it.
    const contentHeight = await report(page).evaluate((article, width) => {
      const sheet = document.createElement("div");
      sheet.style.cssText = `position:absolute;left:-20000px;top:0;width:${width}px`;
      sheet.append(article.cloneNode(true));
      document.body.append(sheet);
      const height = sheet.getBoundingClientRect().height;
      sheet.remove();
      return height;
    }, 794 - 2 * PDF_MARGIN_PX);
    const fewestPages = Math.ceil(contentHeight / PDF_PAGE_CONTENT_PX);
    expect(fewestPages).toBeGreaterThanOrEqual(4);

    const [pdf] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), canvas(page).getByRole("button", { name: "Export PDF" }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Survey of retrieval.*\.pdf$/);
    const pdfPath = await pdf.path();
    await pdf.saveAs("reports/report-export.pdf");
    const { pages, width, height } = pdfFacts(pdfPath);
    expect(Math.abs(width - 595.28)).toBeLessThan(0.5);
    expect(Math.abs(height - 841.89)).toBeLessThan(0.5);
    // Breaking between lines moves some text to the next page, never more than a few lines' worth per page.
    expect(pages).toBeGreaterThanOrEqual(fewestPages);
    expect(pages).toBeLessThanOrEqual(fewestPages + 1);
    await expect(canvas(page).getByRole("status").filter({ hasText: "PDF saved" })).toHaveText(`PDF saved, ${pages} pages`);
    // Every page is a 794×1123 px image at twice the pixels. A line cut at a page break would leave ink in the first
    // rows under the top margin of the next page.
    // Opened with pdftoppm: every page renders as an A4 page of 794×1123 CSS pixels.
    expect(renderedPageSizes(pdfPath)).toEqual(Array.from({ length: pages }, () => [794, 1123]));
    const images = pdfPageImages(await readFile(pdfPath));
    expect(images).toHaveLength(pages);
    for (const image of images) expect([image.width, image.height]).toEqual([794 * 2, 1123 * 2]);
    for (const [index, image] of images.entries()) {
      if (index > 0) expect(inkInRows(image, PDF_MARGIN_PX * 2, PDF_MARGIN_PX * 2 + 6), `top of page ${index + 1}`).toBe(0);
    }

    const [bibtex] = await Promise.all([page.waitForEvent("download"), canvas(page).getByRole("button", { name: "Export BibTeX" }).click()]);
    expect(bibtex.suggestedFilename()).toMatch(/\.bib$/);
    const bib = await readFile(await bibtex.path(), "utf8");
    expect(bib.match(/^@misc\{/gm)).toHaveLength(27 + 2);
    expect(bib).toContain(`title = {${XSS.script} Retrieval-Augmented Generation},`);
    expect(bib).toContain("author = {Alice Smith and Bob Jones and Carol White and Dan Brown},");
    expect(bib).toContain("eprint = {2005.11401},\n  archivePrefix = {arXiv},");
    expect(bib).toContain("howpublished = {\\url{https://github.com/facebookresearch/DPR}},");
    // Hostile titles stay (escaped) text; a script URL never becomes a url field.
    expect(bib).not.toMatch(/url = \{javascript|\\url\{javascript/);
    // The cited papers come first, in citation order.
    expect(bib.indexOf("2005.11401")).toBeLessThan(bib.indexOf("2004.04906"));
  });

  test("offers Idea Spark after the survey, and Sources follow the bottom on request", async ({ page }) => {
    await openFinishedSurvey(page);
    await expect(page.getByText("Turn these findings into new research ideas with Idea Spark.")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("button", { name: "Remove Idea Spark" })).toBeVisible();

    await canvas(page).getByRole("tab", { name: "Sources" }).click();
    const follow = canvas(page).getByRole("button", { name: "Follow" });
    // A finished run's sources open at the top, away from the bottom.
    await expect(follow).toBeVisible();
    await follow.click();
    await expect(follow).toBeHidden();
    await expect(canvas(page).getByRole("link", { name: "DPR" })).toBeInViewport();
    await canvas(page).getByRole("region", { name: "Sources" }).hover();
    await page.mouse.wheel(0, -600);
    await expect(follow).toBeVisible();
  });

  test("keeps the tip's room while the survey's task loads, so the tip arriving moves nothing", async ({ page }) => {
    let answerTask = () => {};
    await routeFinishedSurvey(page, new Promise<void>((resolve) => (answerTask = resolve)));
    await page.goto(`/search-v1/${surveyIds.sessionId}`);
    const tip = page.getByText("Turn these findings into new research ideas with Idea Spark.");
    const messages = page.getByTestId("chat-scroll");
    const composer = page.getByRole("textbox").first();
    await expect(composer).toBeVisible();
    // The messages show, the task has not answered: the tip's room is there, with nothing to see or reach in it.
    await expect(tip).toBeHidden();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    const before = { messages: await messages.boundingBox(), composer: await composer.boundingBox() };

    answerTask();
    await expect(tip).toBeVisible();
    expect({ messages: await messages.boundingBox(), composer: await composer.boundingBox() }).toEqual(before);
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  });
});
