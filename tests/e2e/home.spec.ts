import { expect, test } from "@playwright/test";

test("the app answers its health check on the embedded backend", async ({ request }) => {
  const answer = await request.get("/api/health");
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toMatchObject({ code: 0, result: { status: "ok", db: "up" } });
});

test("the landing page renders with its Get Started link to /chat in a new tab", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const start = page.getByRole("link", { name: "Get Started" });
  await expect(start).toHaveAttribute("href", "/chat");
  await expect(start).toHaveAttribute("target", "_blank");
});

test("a browser's own /favicon.ico request leads to the app's icon", async ({ request }) => {
  const probe = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(probe.status()).toBe(308);
  expect(probe.headers().location).toBe("/icon.svg");
  const icon = await request.get("/favicon.ico");
  expect(icon.ok()).toBe(true);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});
