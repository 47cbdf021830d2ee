import { expect, test, type Page } from "@playwright/test";
import { SHOWCASE_DEEP_SURVEY_RUN } from "./support/servers";

/**
 * The landing page and the home screen (spec §1, §2 Routes / Home screen, §5 narrow screens); the sidebar is in
 * shell-sidebar.spec.ts. Screenshots go to $UI_SCREENSHOT_DIR when it is set.
 */
const screenshotDir = process.env.UI_SCREENSHOT_DIR;
const question = (page: Page) => page.getByLabel("Ask your research question");
const agentTag = (page: Page) => page.getByTestId("agent-tag");
const trackedEvents = (page: Page) => {
  const events: { event: string; properties?: Record<string, unknown> }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/event/track") && request.method() === "POST") events.push(request.postDataJSON());
  });
  return events;
};

test("the landing page shows the agents, sign-up and community links, and a QR code drawn on the server", async ({ page }) => {
  const authCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/")) authCalls.push(request.url());
  });
  const answer = await page.goto("/");
  const html = (await answer?.text()) ?? "";
  expect(html).toContain("<svg"); // the QR code is in the server's HTML, not drawn by a script

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your AI research co-scientist");
  for (const agent of ["Deep Survey", "Idea Spark", "Method Design", "Auto Experiment", "Jupyter Notebook"]) {
    await expect(page.getByRole("heading", { level: 3, name: agent })).toBeVisible();
  }
  // The showcase (SHOWCASE_RUNS): the one configured run is linked; the unsafe entry is dropped, not rendered.
  const showcase = page.getByRole("link", { name: /Watch a real run/ });
  await expect(showcase).toHaveCount(1);
  await expect(showcase).toHaveAccessibleName("Watch a real run of Deep Survey");
  await expect(showcase).toHaveAttribute("href", SHOWCASE_DEEP_SURVEY_RUN);
  await expect(page.getByRole("link", { name: "Sign up for early access" })).toHaveAttribute("href", /early-access/);
  await expect(page.getByRole("link", { name: "Become a plugin contributor" })).toHaveAttribute("href", /co-build/);
  await expect(page.getByRole("link", { name: /Join the .* group/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Open the .* invitation/ })).toBeVisible();
  const qr = page.getByRole("img", { name: /QR code to join the .* group/ });
  await expect(qr.locator("svg")).toBeVisible();
  const social = page.getByRole("navigation", { name: "Social and code" });
  for (const name of ["X", "LinkedIn", "GitHub"]) await expect(social.getByRole("link", { name, exact: true })).toBeVisible();

  // Metadata for search engines and link previews.
  // APP_URL, read when the page is served (tests/e2e/support/servers.ts sets it to the app's own address).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/?$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Research Co-Scientist/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /index, follow/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /literature surveys/);
  // The landing page loads no account code: next-auth lives in the app area only.
  expect(authCalls).toEqual([]);
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/landing.png`, fullPage: true });
});

test("Get Started opens /chat in a new tab", async ({ page, context }) => {
  await page.goto("/");
  const start = page.getByRole("link", { name: "Get Started" });
  await expect(start).toHaveAttribute("href", "/chat");
  await expect(start).toHaveAttribute("target", "_blank");
  const [opened] = await Promise.all([context.waitForEvent("page"), start.click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe("/chat");
  await expect(opened.getByLabel("Ask your research question")).toBeVisible();
});

test("robots.txt and sitemap.xml list the public pages", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/chat", "/deepsurvey", "/notebook"]) expect(sitemap).toContain(`${path}</loc>`);
});

test("choosing an agent moves the address to its path, removing it returns to /chat, each logged as a page view", async ({ page }) => {
  const events = trackedEvents(page);
  await page.goto("/chat");
  await question(page).fill("Keep this text");
  await page.getByRole("group", { name: "Agents" }).getByRole("button", { name: "Deep Survey" }).click();
  await expect(page).toHaveURL(/\/deepsurvey$/);
  await expect(agentTag(page)).toHaveText("@Deep Survey");
  await expect(question(page)).toHaveValue("Keep this text"); // no reload
  await page.getByRole("button", { name: "Remove Deep Survey" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(agentTag(page)).toHaveCount(0);
  await expect.poll(() => events.map((e) => e.properties?.path)).toEqual(["/chat", "/deepsurvey", "/chat"]);
  expect(events.every((e) => e.event === "page_view")).toBe(true);
});

test("/notebook preselects Jupyter Notebook, /methoddesign Method Design, and an unknown path is a 404", async ({ page }) => {
  await page.goto("/notebook");
  await expect(agentTag(page)).toHaveText("@Jupyter Notebook");
  await expect(page.getByRole("group", { name: "Agents" }).getByRole("button", { name: "Jupyter Notebook", pressed: true })).toBeVisible();
  await expect(page).toHaveTitle(/Jupyter Notebook/);
  await page.goto("/methoddesign");
  await expect(agentTag(page)).toHaveText("@Method Design");
  const answer = await page.goto("/unknown");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the home chips leave out Method Design; a use case fills the input and picks its agent", async ({ page }) => {
  await page.goto("/chat");
  const chips = page.getByRole("group", { name: "Agents" }).getByRole("button");
  await expect(chips).toHaveText(["Deep Survey", "Idea Spark", "Auto Experiment", "Jupyter Notebook"]);
  await expect(page.getByRole("heading", { name: "Explore use cases" })).toBeVisible();
  await page.getByRole("group", { name: "Use case lists" }).getByRole("button", { name: "Idea Spark" }).click();
  const examples = page.getByRole("region", { name: "Explore use cases" }).getByRole("listitem");
  await expect(examples).toHaveCount(6);
  await examples.first().getByRole("button").click();
  await expect(question(page)).toHaveValue(/1M-token contexts/);
  await expect(agentTag(page)).toHaveText("@Idea Spark");
  await expect(page).toHaveURL(/\/ideaspark$/);
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/home.png` });
});

test("the intro folds away after scrolling the use cases more than 200 px, and comes back at the top or on a click", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 560 });
  await page.goto("/chat");
  const intro = page.getByRole("region", { name: "Introduction" });
  await expect(intro).toBeVisible();
  const scroller = page.getByTestId("use-cases-scroller");
  await scroller.evaluate((el) => el.scrollTo({ top: 150 }));
  await page.waitForTimeout(400);
  await expect(intro).toBeVisible();
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(intro).toBeHidden();
  await page.getByRole("button", { name: "Show intro" }).click();
  await expect(intro).toBeVisible();
  await scroller.evaluate((el) => el.scrollBy({ top: -30 }));
  await page.waitForTimeout(400);
  await expect(intro).toBeVisible(); // opened by a click: scrolling does not hide it
  await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
  await page.waitForTimeout(400);
  await expect(intro).toBeVisible();
});

test("on a phone the rotating tagline shows every subject without moving the composer", async ({ page }) => {
  // The page's clock is driven by the test: each turn of the tagline (2.8 s) is one step. Installed, it still runs
  // with real time until paused, so on a busy machine a step's own seconds added a turn and skipped a subject.
  await page.clock.install();
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/chat");
  const tagline = page.getByRole("heading", { level: 1 });
  await expect(tagline).toHaveAccessibleName("Your co-scientist for research");
  const shownSubject = () =>
    tagline.evaluate((heading) =>
      [...heading.querySelectorAll('[aria-hidden="true"]')].filter((subject) => getComputedStyle(subject).visibility === "visible").map((subject) => subject.textContent),
    );
  const composerTop = () => question(page).evaluate((input) => input.getBoundingClientRect().top);
  // The greeting is written once the page has hydrated and read the session, so by then the tagline's timer is set.
  await expect(page.getByText(/^Good (morning|afternoon|evening)/)).toBeVisible();
  // Paused a turn ahead of the page's time (a time already past by the call's arrival is refused); from here only
  // runFor moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2800);
  const top = await composerTop();
  const subjects: string[] = [];
  for (let turn = 0; turn < 5; turn += 1) {
    const shown = await shownSubject();
    expect(shown).toHaveLength(1);
    subjects.push(shown[0] ?? "");
    expect(await composerTop()).toBe(top);
    await page.clock.runFor(2800);
  }
  expect(new Set(subjects).size).toBe(5);
});

test("below 700 px agents cannot be picked nor tasks started; the notice shows for 3 s; the top bar opens the sidebar and clears", async ({ page }) => {
  // The page's clock is stopped while the notice's 3 s are checked, so a busy machine cannot stretch the window.
  await page.clock.install();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto("/chat");
  await expect(question(page)).toBeEditable();
  await page.clock.pauseAt(Date.now() + 1_000);
  const notice = page.getByText("Function not available on mobile. Please switch to PC to continue.");
  await page.getByRole("group", { name: "Agents" }).getByRole("button", { name: "Idea Spark" }).click();
  await expect(notice).toBeVisible();
  await expect(agentTag(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
  await page.clock.runFor(2_900);
  await expect(notice).toBeVisible();
  await page.clock.runFor(200);
  await expect(notice).toBeHidden();

  await question(page).fill("@");
  await expect(page.getByRole("listbox", { name: "Agents" })).toHaveCount(0);
  // Identical toasts repeat at most once per 5 s (spec §5), so the next notice needs the window to pass.
  await page.clock.runFor(2_000);
  await question(page).fill("A question");
  await question(page).press("Enter");
  await expect(notice).toBeVisible();
  await page.clock.resume();
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/home-mobile.png` });

  await page.getByRole("button", { name: "Clear input" }).click();
  await expect(question(page)).toHaveValue("");
  await page.getByRole("button", { name: "Open sidebar" }).click();
  const drawer = page.getByRole("dialog", { name: "Sidebar" });
  await expect(drawer.getByRole("link", { name: "New Project" })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Log In or Sign Up" })).toBeVisible();
  await drawer.getByRole("button", { name: "Close sidebar" }).click();
  await expect(drawer).toBeHidden();
  // Its code loaded on the first opening; the second opens the same drawer, and Escape closes it.
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await expect(drawer.getByRole("link", { name: "New Project" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("product_id on the home address shows the upgrade toast and leaves the address", async ({ page }) => {
  await page.goto("/chat?product_id=PRODUCT_CODE_1&keep=1");
  await expect(page.getByText("Upgrade successful! Your new plan is now active.")).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?keep=1$/);
});

test("New Project clears the input and the chosen agent", async ({ page }) => {
  await page.goto("/deepsurvey");
  await question(page).fill("Half-written question");
  await page.getByRole("link", { name: "New Project" }).click();
  await expect(question(page)).toHaveValue("");
  await expect(agentTag(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
});
