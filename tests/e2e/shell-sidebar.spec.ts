import { expect, test, type Page } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";

/**
 * The app shell's sidebar (spec §2 Layout, §9): collapse widths remembered across reloads, layout scaling,
 * the Projects list (skeletons, then items, tooltip, the open one highlighted) and the Upgrade entry's credit
 * tooltip. Screenshots go to $UI_SCREENSHOT_DIR when it is set.
 */
const screenshotDir = process.env.UI_SCREENSHOT_DIR;
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

test("the sidebar collapses from 256 to 80 px and remembers it across a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto("/chat");
  const width = () => sidebar(page).evaluate((el) => el.getBoundingClientRect().width);
  await expect.poll(width).toBe(256);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect.poll(width).toBe(80);
  await expect(page.getByRole("link", { name: "New Project" }).first()).toBeVisible();
  await page.reload();
  await expect.poll(width).toBe(80);
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/home-collapsed.png` });
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect.poll(width).toBe(256);
});

test("the layout scales above 2500 px and below 1530 px window widths", async ({ page }) => {
  const rootFont = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto("/chat");
  expect(await rootFont()).toBeCloseTo(16, 1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(rootFont).toBeCloseTo((16 * 1280) / 1530, 1);
  await page.setViewportSize({ width: 3000, height: 1400 });
  await expect.poll(rootFont).toBeCloseTo((16 * 3000) / 2500, 1);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(rootFont).toBeCloseTo(16, 1);
});

test("a signed-in user sees skeletons, then the projects, with tooltips and the open one highlighted", async ({ page }) => {
  await signUpAndLogIn(page, "projects");
  const titles = ["Survey of protein language models", "Ideas for carbon-aware training of large models"];
  const created: { id: string; path: string }[] = [];
  for (const query of titles) {
    const answer = await page.request.post("/api/chat_session/create", { data: { query } });
    expect(answer.ok()).toBe(true);
    created.push((await answer.json()).result);
  }

  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat_session/list**", async (route) => {
    await gate;
    await route.continue();
  });
  await page.reload();
  const projects = page.getByRole("navigation", { name: "Projects" });
  await expect(projects.getByRole("status", { name: "Loading projects" })).toBeVisible();
  release();
  await expect(projects.getByRole("link")).toHaveCount(2);
  await expect(projects.getByRole("status")).toHaveCount(0);
  const links = projects.getByRole("link");
  for (const title of titles) await expect(links.filter({ hasText: title.slice(0, 20) })).toHaveCount(1);
  await links.first().hover();
  await expect(page.getByRole("tooltip")).toContainText(/protein language models|carbon-aware training/);
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/home-projects.png` });

  await page.unrouteAll({ behavior: "ignoreErrors" });
  const target = created[0];
  if (!target) throw new Error("no session created");
  await page.goto(target.path);
  await expect(projects.locator('[aria-current="page"]')).toHaveAttribute("href", target.path);
});

// A new account is on the free plan: 50 credits a month, none used yet (served by the real credit backend).
test("the Upgrade entry shows plan, credits and remaining over total", async ({ page }) => {
  await signUpAndLogIn(page, "credit");
  const upgrade = page.getByRole("link", { name: /Upgrade/ });
  await expect(upgrade).toHaveAttribute("href", "/upgrade");
  await expect(upgrade).toHaveAttribute("target", "_blank");
  await upgrade.hover();
  const tip = page.getByRole("tooltip");
  await expect(tip).toContainText("Free");
  await expect(tip).toContainText("Available credits50");
  await expect(tip).toContainText("Used credits0");
  await expect(tip).toContainText("50 / 50 remaining");
  await expect(page.getByRole("progressbar", { name: "Remaining credits" }).first()).toHaveAttribute("aria-valuenow", "50");
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/home-credit.png` });
});
