import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { type NotebookSessionWatch, openNotebookSession } from "./support/notebook-session";

/**
 * The notebook viewer in a finished Notebook Agent session (issue 16 item 4), without the agent: the task and the
 * saved notebooks are served by page.route. What a user would notice if this failed: a notebook in format 3 or 4
 * shows wrong or not at all (headings, highlighted code, plots, tables, math, coloured tracebacks, long blocks
 * folded), a hostile notebook runs script, reaches another site or covers the page, or an unsupported notebook
 * shows no reason.
 */
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const notebook = (page: Page) => canvas(page).getByRole("article", { name: "Notebook" });

async function openVersion(page: Page, version: number): Promise<Locator> {
  const tab = canvas(page).getByRole("tab", { name: `Jupyter Notebook V${version}`, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  return canvas(page).getByRole("tabpanel");
}

/** Images a notebook holds are data: URLs; the page's own requests stay on its origin. */
function foreignRequests(page: Page, watch: NotebookSessionWatch): string[] {
  const origin = new URL(page.url()).origin;
  return watch.requests.map((request) => request.url()).filter((url) => !url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin);
}

/** Nothing from a notebook may run, reach out or stay clickable as script, anywhere in the page. */
async function expectInert(page: Page, watch: NotebookSessionWatch) {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll("*")];
    return {
      scripts: [...document.querySelectorAll("script")].filter((script) => /alert/.test(script.textContent ?? "")).length,
      handlers: all.filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name))).map((element) => element.outerHTML.slice(0, 120)),
      scriptUrls: all.filter((element) => [...element.attributes].some((attribute) => /^\s*(?:javascript|vbscript|data:text)/i.test(attribute.value))).length,
      embeds: document.querySelectorAll("article iframe, article form, article object, article embed, article video, article audio, article style, meta[http-equiv], base").length,
      // Whatever would load by itself; a plain link (the Markdown pipeline's stand-in for a remote image) loads nothing.
      remote: all
        .filter((element) => element.localName !== "a" && [...element.attributes].some((attribute) => /evil\.example/.test(attribute.value)))
        .map((element) => element.outerHTML.slice(0, 120)),
    };
  });
  expect(found).toEqual({ scripts: 0, handlers: [], scriptUrls: 0, embeds: 0, remote: [] });
  expect(watch.dialogs).toEqual([]);
  expect(foreignRequests(page, watch)).toEqual([]);
}

test.describe("the notebook viewer", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "notebook-render");
  });

  test("renders nbformat 3 and 4: headings, highlighted code, tables, plots, math, coloured tracebacks, folded long blocks", async ({ page }) => {
    const watch = await openNotebookSession(page, ["format-3-worksheets.ipynb", "format-4-everything.ipynb", "sales-analysis.ipynb", "least-squares-latex.ipynb"]);
    // Newest first, and a finished run opens on the newest version.
    await expect(canvas(page).getByRole("tab", { name: /^Jupyter Notebook V\d$/ })).toHaveText(["Jupyter Notebook V4", "Jupyter Notebook V3", "Jupyter Notebook V2", "Jupyter Notebook V1"]);
    await expect(notebook(page).getByRole("heading", { name: "Least squares", level: 1 })).toBeVisible();
    // Markdown cells' TeX and a text/latex result, through KaTeX.
    await expect(notebook(page).locator(".katex-display")).toHaveCount(1);
    await expect(notebook(page).locator(".katex")).toHaveCount(5);
    await expect(notebook(page).locator(".katex-error")).toHaveCount(0);

    // Format 3: worksheets joined, heading cells, pyout payloads by their short keys, pyerr.
    await openVersion(page, 1);
    await expect(notebook(page).getByRole("heading", { name: "Notebook in format 3", level: 1 })).toBeVisible();
    await expect(notebook(page).getByRole("heading", { name: "Outputs", level: 2 })).toBeVisible();
    await expect(notebook(page).getByText("In [1]:")).toBeVisible();
    await expect(notebook(page).getByText("Out [1]:")).toBeVisible();
    await expect(notebook(page).locator("code.hljs .hljs-keyword", { hasText: "import" })).toBeVisible();
    await expect(notebook(page).locator("table.dataframe")).toBeVisible();
    await expectImageDrawn(notebook(page).locator("img[src^='data:image/png;base64,']"));
    await expectImageDrawn(notebook(page).getByRole("img", { name: "SVG output" }));
    await expect(notebook(page).locator(".katex-display")).toHaveCount(1);
    const traceback = notebook(page).getByLabel("Error: ZeroDivisionError");
    const colours = await traceback.evaluate((pre) => ({
      plain: getComputedStyle(pre).color,
      name: getComputedStyle([...pre.querySelectorAll("span")].find((span) => span.textContent === "ZeroDivisionError") ?? pre).color,
    }));
    expect(colours.name).not.toBe(colours.plain);
    await expect(traceback).not.toContainText("\u001b[");
    await expect(notebook(page).getByLabel("stderr")).toHaveText("a warning");
    await expect(notebook(page).getByText("raw text stays as it is: <b>not bold</b>")).toBeVisible();

    // Format 4: every output type and mime type, script noted and never run.
    await openVersion(page, 2);
    await expect(notebook(page).getByRole("heading", { name: "Every cell and output", level: 1 })).toBeVisible();
    await expectImageDrawn(notebook(page).locator("img[src^='data:image/png;base64,']"));
    await expect(notebook(page).locator("img[src^='data:image/png;base64,']")).toHaveAttribute("width", "180");
    await expectImageDrawn(notebook(page).locator("img[src^='data:image/jpeg;base64,']"));
    await expect(notebook(page).locator("strong", { hasText: "bold markdown output" })).toBeVisible();
    await expect(notebook(page).getByText('"answer": 42')).toBeVisible();
    await expect(notebook(page).getByText("<IPython.core.display.Javascript object>")).toBeVisible();
    await expect(notebook(page).getByText("JavaScript output is not run in this viewer.")).toBeVisible();
    await expect(page).not.toHaveTitle("ran");

    // Code taller than 152 px folds under a cover; the button works by mouse and keyboard.
    const expandCode = notebook(page).getByRole("button", { name: "Expand code" });
    await expect(expandCode).toHaveAttribute("aria-expanded", "false");
    const longCode = notebook(page).getByRole("group", { name: "Code" }).filter({ hasText: "def describe" });
    expect((await longCode.boundingBox())?.height).toBeLessThan(200);
    await expandCode.click();
    const collapseCode = notebook(page).getByRole("button", { name: "Collapse code" });
    await expect(collapseCode).toHaveAttribute("aria-expanded", "true");
    expect((await longCode.boundingBox())?.height).toBeGreaterThan(300);
    await collapseCode.focus();
    await page.keyboard.press("Enter");
    await expect(expandCode).toHaveAttribute("aria-expanded", "false");
    // The 30-line stream output folds too; the short ones do not.
    await expect(notebook(page).getByRole("button", { name: "Expand output" })).not.toHaveCount(0);
    await expect(notebook(page).getByLabel("stdout").filter({ hasText: "hello" })).toBeVisible();
    await page.screenshot({ path: "reports/notebook-v4-everything.png" });

    // A real-world analysis: a DataFrame's HTML table and a plot.
    await openVersion(page, 3);
    await expect(notebook(page).getByRole("heading", { name: "Sales analysis" })).toBeVisible();
    await expect(notebook(page).getByRole("table").first().getByRole("cell", { name: "North" }).first()).toBeVisible();
    await expectImageDrawn(notebook(page).locator("img[src^='data:image/png;base64,']"));
    // Its 150 px plot and short tables stay whole: only what is taller than 152 px folds.
    await expect(notebook(page).getByRole("button", { name: "Expand output" })).toHaveCount(0);
    await page.screenshot({ path: "reports/notebook-sales-analysis.png" });
    await expectInert(page, watch);
  });

  test("renders hostile notebooks inert: no script, no dialog, no request elsewhere, nothing covering the page", async ({ page }) => {
    const watch = await openNotebookSession(page, ["malicious-v3.ipynb", "malicious-v4.ipynb"]);
    await expect(notebook(page).getByText("hostile html output")).toBeVisible();
    await expect(notebook(page).getByRole("heading", { name: "Hostile markdown" })).toBeVisible();
    // Harmless parts stay: a web link opens apart from the page, a table cell keeps its colour, HTML beside script shows.
    const safeLink = notebook(page).getByRole("link", { name: "safe link" });
    await expect(safeLink).toHaveAttribute("href", "https://example.org/ok");
    await expect(safeLink).toHaveAttribute("target", "_blank");
    await expect(safeLink).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(notebook(page).getByText("kept cell")).toHaveCSS("color", "rgb(255, 0, 0)");
    await expect(notebook(page).getByText("html beside script")).toBeVisible();
    await expect(notebook(page).getByText("JavaScript output is not run in this viewer.")).toBeVisible();
    // The script text of a stream, a traceback and a code cell stays visible text.
    await expect(notebook(page).getByText("<script>alert('stream')</script>")).toBeVisible();
    await expect(notebook(page).getByText("<img src=x onerror=alert('traceback')>")).toBeVisible();
    // Markup that tried to cover the page (a fixed position, or the page's own utility classes) stays in its box.
    await expect(notebook(page).getByText("style cover", { exact: true })).not.toHaveCSS("position", "fixed");
    const covered = await page.evaluate(() =>
      [
        [5, 5],
        [5, innerHeight - 5],
        [innerWidth / 4, innerHeight / 2],
        [innerWidth - 5, 5],
      ].filter(([x = 0, y = 0]) => document.elementFromPoint(x, y)?.closest("article[aria-label='Notebook']")),
    );
    expect(covered).toEqual([]);
    await expect(notebook(page).getByRole("note").filter({ hasText: "Valid, but unsupported format" })).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    await expectInert(page, watch);
    await page.screenshot({ path: "reports/notebook-hostile.png" });

    await openVersion(page, 1);
    await expect(notebook(page).getByRole("heading", { name: "Hostile v3" })).toBeVisible();
    await expect(notebook(page).getByText("v3 html")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectInert(page, watch);
  });

  test("says why a notebook or a part of it cannot be shown, and shows the rest", async ({ page }) => {
    await openNotebookSession(page, [
      "format-2.ipynb",
      "unsupported-parts.ipynb",
      "unsupported-pyout.ipynb",
      { name: "empty.ipynb", json: { nbformat: 4, nbformat_minor: 5, metadata: {}, cells: [] } },
      { name: "future.ipynb", json: { nbformat: 5, cells: [] } },
    ]);
    await expect(canvas(page).getByRole("note")).toHaveText("Valid, but unsupported format");
    await openVersion(page, 4);
    await expect(canvas(page).getByText("This notebook has no cells.")).toBeVisible();
    await openVersion(page, 3);
    await expect(notebook(page).getByRole("note")).toHaveText("unsupported pyout format");
    await expect(notebook(page).getByText("still shown")).toBeVisible();
    await openVersion(page, 2);
    await expect(notebook(page).getByRole("note")).toHaveText(["Valid, but unsupported format", "Not supported output_type", "Valid, but unsupported format"]);
    await expect(notebook(page).getByText("still shown")).toBeVisible();
    await expect(notebook(page).getByText("After the unsupported parts.")).toBeVisible();
    await openVersion(page, 1);
    await expect(canvas(page).getByRole("note")).toHaveText("Format of the notebook too old");
  });
});

/** The image decoded: a broken data: URL would leave it zero-sized. */
async function expectImageDrawn(image: Locator) {
  await expect(image.first()).toBeVisible();
  await expect.poll(() => image.first().evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}
