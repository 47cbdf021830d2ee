import { expect, type Page, test } from "@playwright/test";
import { xssPayloads, xssUrls } from "../fixtures/xss-payloads";
import { signUpAndLogIn } from "./support/accounts";
import { messages, sessionUrl } from "./support/chat";
import { CORPUS_END, serveXssSession, xssIds } from "./support/xss-session";
import { expectInert, setXssTraps, type XssTraps } from "./support/xss-traps";

/**
 * The XSS corpus (issue 13, battery): over 200 hostile payloads through every renderer — chat messages (the user's
 * and the assistant's, history and a live streamed reply), session titles, the report (Markdown and KaTeX), the
 * Sources list (paper titles, abstracts and links, repositories, notes) and the Process view (thoughts, text, tool
 * arguments and results). What a user would notice if it failed: text a model or a paper wrote runs script in
 * their signed-in session. The CSP is bypassed here on purpose, so only the renderers keep the payloads inert;
 * the last test keeps the CSP and counts its violations as a second signal.
 */
const canvas = (page: Page) => page.getByRole("region", { name: "Canvas" });
const chatColumn = (page: Page) => page.getByRole("region", { name: "Chat" });
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

test("the corpus has over 200 distinct payloads, each with its own number", () => {
  const all = [...xssPayloads, ...xssUrls];
  expect(all.length).toBeGreaterThanOrEqual(200);
  expect(new Set(all.map((payload) => payload.text)).size).toBe(all.length);
  expect(new Set(all.map((payload) => payload.id)).size).toBe(all.length);
});

test("the traps catch a payload that does run (a page that renders raw HTML)", async ({ page }) => {
  const traps = await setXssTraps(page);
  const payload = xssPayloads.find((each) => each.text.startsWith("<img src=x onerror="));
  await page.setContent(`<div id="raw">${payload?.text ?? ""}</div>`);
  await expect.poll(() => traps.ran).toEqual([payload?.id]);
});

async function openCorpusSession(page: Page, withTask: boolean): Promise<XssTraps> {
  const traps = await setXssTraps(page);
  await serveXssSession(page, { withTask });
  await page.goto(`/search-v1/${xssIds.sessionId}`);
  return traps;
}

test.describe("hostile text stays inert", () => {
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "xss");
  });

  test("in chat messages, user and assistant, and in session titles", async ({ page }) => {
    const traps = await openCorpusSession(page, false);
    await expect(messages(page).getByText(CORPUS_END)).toBeVisible({ timeout: 30_000 });
    // Every payload came through as text the reader can see.
    await expect(messages(page)).toContainText(xssPayloads[3]?.text ?? "");
    await expectInert(page, chatColumn(page), traps);
    await expectInert(page, sidebar(page), traps);
  });

  test("in a live chat reply streamed from the model", async ({ page }) => {
    const traps = await setXssTraps(page);
    // The fake model echoes the first 120 characters of the question, so a few short payloads reach its reply.
    const question = xssPayloads.filter((payload) => payload.text.length < 40).slice(0, 3).map((payload) => payload.text).join(" ");
    await page.goto("/chat");
    const input = page.getByRole("textbox").first();
    await input.fill(question);
    await input.press("Enter");
    await expect(page).toHaveURL(sessionUrl, { timeout: 30_000 });
    await expect(messages(page).getByRole("article", { name: "Reply" }).last()).toContainText("You asked:", { timeout: 30_000 });
    await expect(messages(page)).toContainText(question, { timeout: 30_000 });
    await expectInert(page, chatColumn(page), traps);
    await expectInert(page, sidebar(page), traps);
  });

  test("in the report, the Sources list and the Process view", async ({ page }) => {
    const traps = await openCorpusSession(page, true);
    const report = canvas(page).getByRole("article", { name: "Research report" });
    await expect(report.getByText(CORPUS_END)).toBeVisible({ timeout: 30_000 });
    await expectInert(page, report, traps);

    await canvas(page).getByRole("tab", { name: "Sources" }).click();
    const papers = canvas(page).getByRole("list", { name: "Papers" });
    await expect(papers.getByRole("listitem")).toHaveCount(xssPayloads.length + xssUrls.length);
    await expect(canvas(page).getByRole("region", { name: "Note" }).getByText(CORPUS_END)).toBeVisible();
    // A hostile URL never becomes a link: only the payloads' http(s) look-alikes could, and they stay on http(s).
    const links = await canvas(page).locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(links.filter((href) => !/^(?:https?:|mailto:|#)/i.test(href))).toEqual([]);
    await expectInert(page, canvas(page), traps);

    await canvas(page).getByRole("tab", { name: "Process" }).click();
    const process = canvas(page).getByRole("log", { name: "Process" });
    await expect(process.getByRole("heading", { name: "Corpus report" })).toBeVisible({ timeout: 30_000 });
    await expectInert(page, process, traps);
  });
});

test("with the CSP on, rendering the corpus violates none of its script rules", async ({ page }) => {
  await signUpAndLogIn(page, "xss-csp");
  const traps = await openCorpusSession(page, true);
  await expect(canvas(page).getByRole("article", { name: "Research report" }).getByText(CORPUS_END)).toBeVisible({ timeout: 30_000 });
  await canvas(page).getByRole("tab", { name: "Process" }).click();
  await expect(canvas(page).getByRole("log", { name: "Process" }).getByRole("heading", { name: "Corpus report" })).toBeVisible({ timeout: 30_000 });
  await expectInert(page, canvas(page), traps);
  const violations = await traps.cspViolations();
  expect(violations.filter((violation) => /^script-src/.test(violation.directive) || /__xss/.test(violation.sample))).toEqual([]);
});
