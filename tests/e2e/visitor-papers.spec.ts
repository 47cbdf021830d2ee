import { expect, test } from "@playwright/test";
import { accountButton, logIn, signUp, uniqueEmail } from "./support/accounts";

/**
 * A visitor's /papers (issue 22): proxy.ts serves it from a server-rendered page with the app's frame, whose only
 * script of its own loads the page's interactive code as a visitor reaches for a control or the feed's end, so the
 * hot feed's first load is near the framework's own. Everything a visitor can do there works as on
 * the signed-in screen: the feed, the sidebar, and the login modal for whatever needs an account (spec §6); signing
 * in turns the page into the signed-in screen at the same address.
 */
const LISTED_TITLE = "Attention Is All You Need";

test("a visitor's /papers is rendered on the server: frame, feed and paper detail in the HTML, under /papers", async ({ request }) => {
  // The ingestion runs on the app's worker a few seconds after start.
  await expect
    .poll(async () => (await (await request.get("/papers")).text()).includes(LISTED_TITLE), { timeout: 30_000 })
    .toBe(true);
  const response = await request.get("/papers?pid=arxiv:1706.03762");
  expect(response.url()).toMatch(/\/papers\?pid=arxiv:1706\.03762$/);
  const html = await response.text();
  for (const text of ["Log In or Sign Up", "New Project", "Research profile", "Please input search text", "Hot papers", 'id="paper-detail"']) {
    expect(html).toContain(text);
  }
  // Next's router runs the proxy again for the address it rewrote to; that pass changes nothing: the page's scripts
  // carry the one nonce its policy names, and the entry's cookies are set once.
  const entered = await request.get("/papers?ref=INV42");
  const policyNonce = /'nonce-([^']+)'/.exec(entered.headers()["content-security-policy"] ?? "")?.[1];
  const scriptNonces = new Set([...(await entered.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
  expect(policyNonce).toBeTruthy();
  expect([...scriptNonces]).toEqual([policyNonce]);
  const cookies = entered.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies.map((cookie) => cookie.value.split(";")[0])).toEqual(["inviter_code=INV42"]);

  // The page's own address is not one of its own: it leads back to /papers.
  const own = await request.get("/visitor-papers?efpid=arxiv:1706.03762", { maxRedirects: 0 });
  expect(own.status()).toBe(307);
  const back = new URL(own.headers().location ?? "", response.url());
  expect([back.pathname, back.searchParams.get("efpid")]).toEqual(["/papers", "arxiv:1706.03762"]);

  // The second pass's marker holds a value of the server's own: a browser that sends one is an ordinary request,
  // with its policy, its cookies and the redirect of the page's own address.
  const forged = { "x-proxy-rewritten": "forged" };
  const claimed = await request.get("/papers?ref=FORGED", { headers: forged });
  expect(claimed.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  expect(claimed.headersArray().some((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("inviter_code=FORGED"))).toBe(true);
  expect((await request.get("/visitor-papers", { headers: forged, maxRedirects: 0 })).status()).toBe(307);
});

test("on a visitor's /papers every action that needs an account opens the login modal, and the sidebar collapses", async ({ page }) => {
  await page.goto("/papers?pid=arxiv:1706.03762");
  const login = page.getByRole("dialog", { name: "Log in" });
  const feed = page.getByRole("tabpanel", { name: "Hot papers" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  // The server's page is the whole hot feed here (the fake listing is shorter than a page).
  await expect(feed.getByText("No more")).toBeVisible();

  const opensLogin = [
    () => page.getByRole("button", { name: "Log In or Sign Up" }).click(),
    () => page.getByRole("button", { name: "Research profile" }).click(),
    () => page.getByRole("tab", { name: "My feed" }).click(),
    () => page.getByRole("button", { name: `Survey this: ${LISTED_TITLE}` }).click(),
    async () => {
      await page.getByRole("searchbox", { name: "Search papers" }).fill("diffusion models");
      await page.getByRole("searchbox", { name: "Search papers" }).press("Enter");
    },
  ];
  for (const action of opensLogin) {
    await action();
    await expect(login).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();
  }
  await expect(page.getByRole("tab", { name: "Hot" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});

test("a visitor's /papers loads its interactive code as a visitor reaches for a control, and a finished feed's end loads none", async ({ page }) => {
  const chunksAsked: string[] = [];
  page.on("request", (request) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(new URL(request.url()).pathname)) chunksAsked.push(new URL(request.url()).pathname);
  });
  const chunksOnLoad = async () => {
    await page.waitForLoadState("networkidle");
    const named = await page.locator("script[src]").evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    return { named: new Set(named), asked: [...chunksAsked] };
  };

  await page.goto("/papers");
  const feed = page.getByRole("tabpanel", { name: "Hot papers" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  const onLoad = await chunksOnLoad();
  // At rest, the page fetched the scripts its HTML names and nothing on demand.
  expect(onLoad.asked.filter((chunk) => !onLoad.named.has(chunk))).toEqual([]);
  await page.getByRole("button", { name: "Research profile" }).hover();
  await expect.poll(() => chunksAsked.length).toBeGreaterThan(onLoad.asked.length);
  await page.getByRole("button", { name: "Research profile" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();

  chunksAsked.length = 0;
  await page.goto("/papers");
  await expect(feed.getByRole("article").first()).toBeVisible();
  const again = await chunksOnLoad();
  expect(again.asked.filter((chunk) => !again.named.has(chunk))).toEqual([]);
  // The feed's end in view: here one short page, finished ('No more'), so there is no next page to load code for.
  await feed.getByText("No more").scrollIntoViewIfNeeded();
  // An observer reports within a frame or two, and the load would start right after.
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 300)))));
  expect(chunksAsked).toEqual(again.asked);

  // A keyboard visitor reaching the feed's tabs keeps focus as the feed's code takes the feed over.
  await page.goto("/papers");
  await page.getByRole("tab", { name: "My feed" }).focus();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("tab", { name: "My feed" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});

test("on a slow network, a visitor's click waiting for the page's code says so until it is answered", async ({ page }) => {
  await page.goto("/papers");
  await expect(page.getByRole("tabpanel", { name: "Hot papers" }).getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The code a control asks for is held back, as a slow network would.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const loginButton = page.getByRole("button", { name: "Log In or Sign Up" });
  // The same element after the modal opens, when the page behind it is hidden from role queries.
  const button = await loginButton.elementHandle();
  await loginButton.click();
  await expect(loginButton).toHaveAttribute("aria-busy", "true");
  const pointer = () => button?.evaluate((element) => getComputedStyle(element).cursor);
  expect(await pointer()).toBe("progress");
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);

  release();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  expect(await button?.getAttribute("aria-busy")).toBeNull();
  expect(await pointer()).not.toBe("progress");
});

test("a visitor arriving at the profile link gets the login modal once, and the parameter leaves the address", async ({ page }) => {
  await page.goto("/papers?profile=open");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/papers$/);
});

test("on a phone, a visitor's drawer holds the sidebar, whose login button opens the modal", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/papers");
  await page.getByRole("button", { name: "Open sidebar" }).click();
  const drawer = page.getByRole("dialog", { name: "Sidebar" });
  await drawer.getByRole("button", { name: "Log In or Sign Up" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});

test("signing in on a visitor's /papers turns it into the signed-in screen at the same address", async ({ page }) => {
  const email = uniqueEmail("visitor-papers");
  await signUp(page, email);
  await page.goto("/papers");
  await logIn(page, email);
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Login success")).toBeVisible();
  await expect(page).toHaveURL(/\/papers$/);
  // The signed-in screen: its search runs rather than asking for a login.
  await page.getByRole("searchbox", { name: "Search papers" }).fill("graph attention");
  await page.getByRole("searchbox", { name: "Search papers" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Results for “graph attention”" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
});
