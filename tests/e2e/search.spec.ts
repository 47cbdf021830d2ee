import { expect, test } from "@playwright/test";
import { accountButton, signUpAndLogIn } from "./support/accounts";
import { serveSearch } from "./support/paper-routes";

/**
 * The paper search list (issue 20 item 4, spec §2): the box runs on Enter with non-empty trimmed text, POST
 * /search pages of 30 (topK 100) load as the list scrolls, and the list ends with 'No more' or 'No Data'.
 * Result sets are served by page.route so their size is exact.
 */
test.describe("paper search list", () => {
  test.beforeEach(async ({ page }) => {
    await signUpAndLogIn(page, "search");
    await page.goto("/papers");
    // The account entry appears once the page has hydrated and knows the session: typing before that is lost.
    await expect(accountButton(page)).toBeVisible();
  });

  test("an empty query is ignored; a search pages through 65 results to 'No more'", async ({ page }) => {
    const search = await serveSearch(page, 65);
    const box = page.getByPlaceholder("Please input search text");

    await box.fill("   ");
    await box.press("Enter");
    await expect(page.getByRole("region", { name: /^Search results/ })).toHaveCount(0);
    expect(search.bodies).toEqual([]);

    await box.fill("  chain of thought  ");
    await box.press("Enter");
    const results = page.getByRole("region", { name: "Search results for chain of thought" });
    await expect(results.getByRole("article")).toHaveCount(30);
    expect(search.bodies[0]).toMatchObject({ query: "chain of thought", topK: 100, limit: 30, offset: 0 });
    expect(typeof search.bodies[0]?.request_id).toBe("string");

    const first = results.getByRole("article").first();
    await expect(first.getByRole("link", { name: "Found paper 1" })).toBeVisible();
    await expect(first.getByText("LLM Reasoning")).toBeVisible();
    await expect(first.getByText("2026-11-20")).toBeVisible();
    await expect(first.getByText("Ada Lovelace, Alan Turing, Grace Hopper et al.")).toBeVisible();
    await expect(first.getByText("Abstract of found paper 1.")).toBeVisible();
    await expect(first.getByRole("button", { name: "Survey this: Found paper 1" })).toBeVisible();

    // Scrolling to the end asks for the next pages until a short one ends the list.
    await expect(page.getByText("No more")).toHaveCount(0);
    for (const shown of [60, 65]) {
      await results.getByRole("article").last().scrollIntoViewIfNeeded();
      await expect(results.getByRole("article")).toHaveCount(shown);
    }
    await results.getByRole("article").last().scrollIntoViewIfNeeded();
    await expect(page.getByText("No more")).toBeVisible();
    expect(search.bodies.map((body) => body.offset)).toEqual([0, 30, 60]);
    // One search, one request id for all its pages.
    expect(new Set(search.bodies.map((body) => body.request_id)).size).toBe(1);
  });

  test("a search without results says 'No Data'", async ({ page }) => {
    await serveSearch(page, 0);
    const box = page.getByPlaceholder("Please input search text");
    await box.fill("zzz nothing matches");
    await box.press("Enter");
    await expect(page.getByText("No Data")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("'Survey this' starts a Deep Survey seeded with that paper", async ({ page }) => {
    await serveSearch(page, 3);
    const box = page.getByPlaceholder("Please input search text");
    await box.fill("reasoning");
    await box.press("Enter");
    const created = page.waitForRequest((request) => request.url().includes("/api/task/create_task"));
    await page.getByRole("button", { name: "Survey this: Found paper 2" }).click();
    const body = (await created).postDataJSON() as { agentName: string; query: string };
    expect(body.agentName).toBe("Deep Search Agent");
    expect(body.query).toContain('"Found paper 2"');
    await page.waitForURL(/\/search-v1\/[^/?]+/);
  });
});
