import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { finishedSurveyTask, surveyIds, surveySessionMessages } from "./support/finished-survey";

/**
 * Issue 13, defect 7: every answer carries the browser headers, pages a Content-Security-Policy with a fresh nonce
 * that still lets the app itself run. What a user would notice if this failed: a page that no longer works
 * (its own scripts or styles blocked), or one that an injected script could run in.
 */
type Violations = { events: string[]; console: string[] };

async function watchForViolations(page: Page): Promise<Violations> {
  const seen: Violations = { events: [], console: [] };
  await page.exposeFunction("reportCspViolation", (line: string) => seen.events.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
    document.addEventListener("securitypolicyviolation", (event) => report(`${event.violatedDirective} ${event.blockedURI}`));
  });
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? "";

test("pages carry a nonce policy and the fixed headers; the nonce is fresh and on every script", async ({ page, request }) => {
  const first = await request.get("/chat");
  const second = await request.get("/chat");
  const policy = first.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(directive(policy, "script-src"))?.[1];
  expect(nonce).toBeTruthy();
  expect(directive(policy, "script-src")).toContain("'strict-dynamic'");
  expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  for (const fixed of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(fixed);
  expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(first.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  expect(first.headers()["permissions-policy"]).toContain("camera=()");
  // APP_URL is plain http here: no HSTS, which would otherwise pin the host to https for two years.
  expect(first.headers()["strict-transport-security"]).toBeUndefined();

  // Every script the server writes carries that answer's nonce.
  const served = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\bnonce="([^"]*)"/.exec(tag)?.[1]);
  expect(served.length).toBeGreaterThan(0);
  expect(new Set(served)).toEqual(new Set([nonce]));

  // In the browser, too; the only scripts without it are the chunks the app's own code loads on demand (the contract's
  // schemas as the shell's first calls leave), which 'strict-dynamic' trusts for having been added by a trusted script.
  await page.goto("/chat");
  const scripts = await page.locator("script").evaluateAll((elements) =>
    elements.map((element) => ({ nonce: (element as HTMLScriptElement).nonce, src: (element as HTMLScriptElement).src })),
  );
  const withNonce = scripts.filter((script) => script.nonce !== "");
  expect(withNonce.length).toBeGreaterThan(0);
  expect(new Set(withNonce.map((script) => script.nonce)).size).toBe(1);
  for (const script of scripts.filter((each) => each.nonce === "")) expect(new URL(script.src).pathname).toMatch(/^\/_next\/static\/chunks\//);
});

test("the build's scripts carry nosniff, and not the headers that govern documents only", async ({ request }) => {
  const page = await (await request.get("/chat")).text();
  const script = /<script[^>]* src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeTruthy();
  const headers = (await request.get(script ?? "")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect([headers["referrer-policy"], headers["permissions-policy"]]).toEqual([undefined, undefined]);
});

test("/api answers carry the fixed headers and a policy that runs nothing", async ({ request }) => {
  const answer = await request.get("/api/health");
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(directive(answer.headers()["content-security-policy"] ?? "", "script-src")).toBe("script-src 'none'");
});

test("the landing page, home, a signed-in session with a rendered report: no policy violation", async ({ page }) => {
  const violations = await watchForViolations(page);
  // Wide enough for the canvas beside the chat, as report-rendering.spec.ts opens it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/chat");
  await expect(page.getByRole("button", { name: "Log In or Sign Up" })).toBeVisible();
  await signUpAndLogIn(page, "csp");
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: surveySessionMessages } }));
  await page.route(/\/api\/task\/get_task/, (route) => route.fulfill({ json: { code: 0, result: finishedSurveyTask() } }));
  await page.goto(`/search-v1/${surveyIds.sessionId}`);
  const report = page.getByRole("region", { name: "Canvas" }).getByRole("article", { name: "Research report" });
  await expect(report.getByRole("heading", { level: 1 })).toContainText("Survey of retrieval", { timeout: 15_000 });
  // KaTeX's math laid out under the policy's style rules.
  await expect(report.locator(".katex").first()).toBeVisible();
  // The page is interactive: React hydrated, so Next's scripts ran under the policy.
  await page.goto("/deepsurvey");
  await expect(page).toHaveURL(/\/deepsurvey$/);
  expect(violations).toEqual({ events: [], console: [] });
});
