import { expect, test } from "@playwright/test";

/** proxy.ts: the query parameters a page is opened with (spec §2). */
test("ref and utm_source are stored as cookies", async ({ page, context }) => {
  await page.goto("/?ref=INV42&utm_source=newsletter");
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.inviter_code?.value).toBe("INV42");
  expect(cookies.referral_code?.value).toBe("newsletter");
  expect(cookies.inviter_code?.httpOnly).toBe(true);
  expect(cookies.inviter_code?.sameSite).toBe("Lax");
});

test("a code-hosting code is removed from the address", async ({ page }) => {
  await page.goto("/?code=gh-abc&keep=1");
  await expect(page).toHaveURL(/\/\?keep=1$/);
});

test("x-middleware-subrequest cannot skip proxy.ts (CVE-2025-29927)", async ({ request }) => {
  for (const value of ["proxy:proxy:proxy:proxy:proxy", "middleware:middleware:middleware:middleware:middleware"]) {
    const answer = await request.get("/?code=gh-abc", { headers: { "x-middleware-subrequest": value }, maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toMatch(/\/$/);
  }
});
