import { readdirSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { middlewareSubrequestForms } from "../fixtures/middleware-subrequest";
import { signUpAndLogIn } from "./support/accounts";
import { messages, sessionUrl } from "./support/chat";

/**
 * The page half of the access matrix (issue 13, battery): every page of the app, found from app/**\/page.tsx, is
 * classified, and a private page shows an anonymous visitor (or another user) the login entry and none of the
 * owner's data, whatever x-middleware-subrequest says. What a user would notice if it failed: a stranger with the
 * link reads their project.
 */
type PageAccess = { access: "public"; why: string; visit: string[] } | { access: "private"; why: string };

/** Route patterns as the file tree spells them, route groups removed. A new page fails the first test until listed. */
const pageTable: Record<string, PageAccess> = {
  "/": { access: "public", why: "the landing page (spec §6: anonymous visitors see it)", visit: ["/"] },
  "/[agent]": {
    access: "public",
    why: "the home input (spec §4): a visitor may type; sending opens the login dialog, and it shows no one's data",
    visit: ["/chat", "/deepsurvey"],
  },
  "/papers": {
    access: "public",
    why: "the hot feed (spec §6: visitors see it); the profile, 'my' feed and search open the login dialog",
    visit: ["/papers"],
  },
  "/visitor-papers": {
    access: "public",
    why: "/papers as a visitor gets it: proxy.ts renders /papers without a session from it (visited as /papers above), and sends its own address back to /papers",
    visit: [],
  },
  "/upgrade": {
    access: "public",
    why: "the plans (spec §2 Upgrade page): a visitor sees the plan cards; everything of an account opens the login dialog",
    visit: ["/upgrade"],
  },
  "/search-v1/[sessionId]": {
    access: "private",
    why: "a project: its history, tasks and files belong to its owner; only its public link (?shareId=, tests/e2e/sharing.spec.ts) opens it, read-only, to visitors",
  },
};

function appPages(): string[] {
  const appDir = path.resolve("app");
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => {
      const segments = path.dirname(file).split(path.sep).filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      return `/${segments.join("/")}`;
    })
    .sort();
}

test("every page of the app is classified public or private", () => {
  expect(appPages()).toEqual(Object.keys(pageTable).sort());
});

const MARKER = `private-project-${Date.now().toString(36)}`;

/** A fresh anonymous browser (no session cookie), optionally sending the subrequest marker on every request. */
async function anonymousPage(browser: Browser, subrequest?: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: subrequest ? { "x-middleware-subrequest": subrequest } : {} });
  return context.newPage();
}

async function expectLoggedOutWithoutOwnerData(page: Page) {
  // The project's 401 sends the page through sign-out to a full load of /chat. Closing the context while that
  // navigation was still in flight hung Chromium's context close past the test's timeout (three times under load):
  // the login entry shows on the project's page before the 401, so the test waits for the page it lands on.
  await expect(page).toHaveURL((url) => url.pathname === "/chat", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Log In or Sign Up" }).or(page.getByRole("dialog", { name: "Log in" })).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await expect(page.locator("body")).not.toContainText(MARKER);
}

test.describe("a private page", () => {
  let projectUrl = "";

  test.beforeAll(async ({ browser }) => {
    const owner = await browser.newPage();
    await signUpAndLogIn(owner, "page-owner");
    await owner.goto("/chat");
    const input = owner.getByRole("textbox").first();
    await input.fill(`${MARKER} unpublished idea`);
    await input.press("Enter");
    await expect(owner).toHaveURL(sessionUrl, { timeout: 30_000 });
    // Exact: the fake model's reply quotes the question, and on a busy machine it is there by the first look.
    await expect(messages(owner).getByText(`${MARKER} unpublished idea`, { exact: true })).toBeVisible({ timeout: 30_000 });
    projectUrl = owner.url();
    await owner.context().close();
  });

  test("shows an anonymous visitor the login entry and none of the owner's project", async ({ browser }) => {
    const page = await anonymousPage(browser);
    await page.goto(projectUrl);
    await expectLoggedOutWithoutOwnerData(page);
    await page.context().close();
  });

  test("shows another signed-in user none of the owner's project", async ({ page }) => {
    await signUpAndLogIn(page, "page-stranger");
    await page.goto(projectUrl);
    await expect(page.getByRole("region", { name: "Chat" })).toBeVisible();
    await expect(page.getByText("This project could not be loaded.")).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("body")).not.toContainText(MARKER);
  });

  for (const form of middlewareSubrequestForms) {
    test(`stays closed with x-middleware-subrequest: ${form}`, async ({ browser }) => {
      const page = await anonymousPage(browser, form);
      await page.goto(projectUrl);
      await expectLoggedOutWithoutOwnerData(page);
      const sessionId = new URL(projectUrl).pathname.split("/").at(-1) ?? "";
      const history = await page.request.get(`/api/chat_session/message/list?${new URLSearchParams({ chatSessionId: sessionId })}`);
      expect(history.status()).toBe(401);
      expect(await history.text()).not.toContain(MARKER);
      await page.context().close();
    });
  }
});

test.describe("a public page", () => {
  const visits = Object.values(pageTable).flatMap((entry) => (entry.access === "public" ? entry.visit : []));

  // Public pages carry no one's data, so plain HTTP is enough. proxy.ts still runs whatever the marker says: it
  // takes a code-hosting code off the address with a redirect, which a skipped proxy would not.
  for (const url of visits) {
    test(`${url} answers anonymous visitors the same with or without x-middleware-subrequest`, async ({ request }) => {
      for (const form of [undefined, ...middlewareSubrequestForms]) {
        const headers: Record<string, string> = form ? { "x-middleware-subrequest": form } : {};
        const plain = await request.get(url, { headers, maxRedirects: 0 });
        expect(plain.status(), `${url} with ${form ?? "no marker"}`).toBe(200);
        const withCode = await request.get(`${url}?code=gh-abc`, { headers, maxRedirects: 0 });
        expect(withCode.status(), `${url}?code= with ${form ?? "no marker"}`).toBe(307);
        expect(withCode.headers().location).not.toContain("code=");
      }
    });
  }
});
