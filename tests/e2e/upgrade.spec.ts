import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { DAY_MS, freeCredit, ok, proCredit, refuse, routeCreditInfo, routeCreditUsage, type RoutedCredit } from "./support/credit-routes";

/**
 * The upgrade page (spec §2 Upgrade page, §4 Subscription and billing toggle, §6, §8; issue 19 item 5) for free,
 * pro, canceled, lab and invited users, with the credit calls served by page.route. What a user would notice if
 * this failed: a wrong price or plan, a history that reads as income, no way to unsubscribe or to see how long
 * the credits last, an invite link that cannot be copied, a join prompt for someone already in the lab.
 */
const plan = (page: Page, name: string) => page.getByRole("listitem", { name: `${name} plan` });
const section = (page: Page, name: string) => page.getByRole("region", { name });

const history = [
  { createdAt: "2026-11-20T09:15:00Z", agentName: "Deep Search Agent", task: "Survey of protein language models", creditUsage: -2 },
  { createdAt: "2026-11-21T14:00:00Z", agentName: "ML Agent", task: "Train a small CNN on MNIST", creditUsage: 50 },
  { createdAt: "2026-11-21T16:30:00Z", agentName: null, task: null, creditUsage: -0.5 },
];

async function openUpgrade(page: Page, credit: () => RoutedCredit, query = "") {
  await routeCreditInfo(page, credit);
  await routeCreditUsage(page, history);
  await page.goto(`/upgrade${query}`);
  // Hidden from role queries once an invite link's join dialog has opened over the page, which can be at once.
  await expect(page.getByRole("heading", { name: "Plans and credits", level: 1, includeHidden: true })).toBeVisible();
}

test.describe("the upgrade page", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "upgrade");
  });

  test("a free user: plans with the monthly/yearly toggle, credit, negative history, chart, account buttons", async ({ page }) => {
    await openUpgrade(page, () => ({ ...freeCredit, resetDate: Date.now() + 20 * DAY_MS }));

    await expect(plan(page, "Free").getByRole("button", { name: "Current plan" })).toBeDisabled();
    await expect(plan(page, "Pro")).toContainText("$26");
    await expect(plan(page, "Pro")).toContainText("$35");
    await expect(plan(page, "Pro")).toContainText("per month");
    await expect(plan(page, "Pro")).toContainText("500 credits per month");
    await expect(plan(page, "Ultra")).toContainText("$230");
    await expect(plan(page, "Ultra")).toContainText("5000 credits per month");
    await expect(plan(page, "Pro").getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();

    // Monthly by default; the toggle by keyboard, as radios.
    const monthly = page.getByRole("radio", { name: "Monthly" });
    await expect(monthly).toBeChecked();
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    await expect(plan(page, "Pro")).toContainText("$260");
    await expect(plan(page, "Pro")).toContainText("per year");
    await expect(plan(page, "Ultra")).toContainText("$2,300");
    await page.getByText("Monthly", { exact: true }).click();
    await expect(plan(page, "Pro")).toContainText("per month");

    const credit = section(page, "Your credit");
    await expect(credit).toContainText("Free");
    await expect(credit).toContainText("Available credits42");
    await expect(credit.getByRole("progressbar", { name: "Remaining credits" })).toHaveAttribute("aria-valuenow", "42");
    await expect(credit).not.toContainText("Expires in");

    const rows = section(page, "Credit history").getByRole("row");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("Deep Survey");
    await expect(rows.nth(1)).toContainText("-2");
    await expect(rows.nth(2)).toContainText("Auto Experiment");
    await expect(rows.nth(2)).toContainText("-50");
    await expect(rows.nth(3)).toContainText("General chat");
    await expect(rows.nth(3)).toContainText("-0.5");

    await expect(section(page, "Credit usage").getByRole("img", { name: /52\.5 credits over 2 days/ })).toBeVisible();
    await expect(section(page, "Invite labmates")).toContainText("Invite labmates to share credits on the Ultra plan.");

    const account = section(page, "Account Information");
    await expect(account.getByRole("button", { name: "Unsubscribe from Plan" })).toHaveCount(0);
    await expect(account.getByRole("button", { name: "Reset Password" })).toBeVisible();
    await account.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("dialog", { name: /Reset/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.screenshot({ path: "reports/upgrade-free.png", fullPage: true });

    await account.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("button", { name: "Log In or Sign Up" })).toBeVisible();
  });

  test("a pro user unsubscribes after a confirm, then sees how long the credits remain", async ({ page }) => {
    let credit: RoutedCredit = proCredit;
    const resetDate = Date.now() + 12.5 * DAY_MS;
    await page.route(/\/api\/credit\/cancel/, (route) => {
      credit = { ...proCredit, subscriptionStatus: "canceled", resetDate };
      return ok(route, true);
    });
    await openUpgrade(page, () => credit);
    await expect(plan(page, "Pro").getByRole("button", { name: "Current plan" })).toBeDisabled();
    await expect(plan(page, "Ultra").getByRole("button", { name: "Upgrade to Ultra" })).toBeVisible();

    await page.getByRole("button", { name: "Unsubscribe from Plan" }).click();
    const confirm = page.getByRole("dialog", { name: "Unsubscribe from your plan?" });
    await expect(confirm).toContainText("50 credits a month");
    await confirm.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("Switched to Free successfully. your credits remain for 12 days.")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(section(page, "Your credit")).toContainText("Expires in 12 days");
    await expect(page.getByRole("button", { name: "Unsubscribe from Plan" })).toHaveCount(0);
  });

  test("a canceled user sees 'Expires in N days' and no unsubscribe button", async ({ page }) => {
    await openUpgrade(page, () => ({ ...proCredit, subscriptionStatus: "canceled", resetDate: Date.now() + 5 * DAY_MS + 3_600_000 }));
    await expect(section(page, "Your credit")).toContainText("Expires in 5 days");
    await expect(page.getByRole("button", { name: "Unsubscribe from Plan" })).toHaveCount(0);
    await page.screenshot({ path: "reports/upgrade-canceled.png", fullPage: true });
  });

  test("a lab owner invites by link (Init, Copy, Copied) and removes a labmate after a confirm", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    let labmates = [{ userId: 7, email: "mate@lab.example.org" }];
    const removed: unknown[] = [];
    await page.route(/\/api\/credit\/list/, (route) => ok(route, { inviteInfoList: labmates }));
    await page.route(/\/api\/credit\/invite/, (route) => ok(route, { inviteId: "inv-42" }));
    await page.route(/\/api\/credit\/remove/, (route) => {
      removed.push(route.request().postDataJSON());
      labmates = [];
      return ok(route, true);
    });
    await openUpgrade(page, () => ({ userLevel: "lab", totalCredit: 5000, usedCredit: 100, remainingCredit: 4900, subscriptionStatus: "active" }));

    const invitations = section(page, "Invite labmates");
    await invitations.getByRole("button", { name: "Invite a labmate" }).click();
    await expect(invitations.getByRole("textbox", { name: "Invite link" })).toHaveValue(/\/upgrade\?inviteId=inv-42$/);
    // 'Copied' shows for 2 s: a paused clock keeps a slow click from outlasting it (as the share modal's once did).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await invitations.getByRole("button", { name: "Copy" }).click();
    await expect(invitations.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/upgrade\?inviteId=inv-42$/);
    await page.clock.runFor(2_000);
    await expect(invitations.getByRole("button", { name: "Copy" })).toBeVisible();
    await page.clock.resume();

    await invitations.getByRole("button", { name: "Remove mate@lab.example.org" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove labmate" });
    await expect(confirm).toContainText("mate@lab.example.org will no longer share your lab's credits.");
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm).toBeHidden();
    expect(removed).toEqual([{ userId: "7" }]);
    await expect(invitations).toContainText("No labmates yet.");
  });

  test("an invite link asks a user to join the lab; joining accepts that invite", async ({ page }) => {
    let credit: RoutedCredit = freeCredit;
    const joined: string[] = [];
    await page.route(/\/api\/credit\/join/, (route) => {
      joined.push(new URL(route.request().url()).searchParams.get("inviteId") ?? "");
      credit = { userLevel: "lab", totalCredit: 5000, usedCredit: 0, remainingCredit: 5000, userLevelSouce: "invite" };
      return ok(route, true);
    });
    await openUpgrade(page, () => credit, "?inviteId=inv-9&email=me%40lab.example.org");
    const confirm = page.getByRole("dialog", { name: "Join the lab?" });
    await expect(confirm).toContainText("This invitation was sent to me@lab.example.org.");
    // Closing it leaves a way back.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Join lab" }).click();
    await confirm.getByRole("button", { name: "Join" }).click();
    await expect(page.getByText("You joined the lab")).toBeVisible();
    expect(joined).toEqual(["inv-9"]);
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(section(page, "Invite labmates")).toContainText("You are a labmate");
    await expect(section(page, "Your credit")).toContainText("Ultra");
  });

  test("an invited user (level source invite) gets no join prompt", async ({ page }) => {
    await openUpgrade(page, () => ({ userLevel: "lab", totalCredit: 5000, usedCredit: 0, remainingCredit: 5000, userLevelSouce: "invite" }), "?inviteId=inv-9");
    await expect(section(page, "Your credit")).toContainText("Ultra");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Join lab" })).toHaveCount(0);
    await expect(section(page, "Invite labmates")).toContainText("You are a labmate");
  });

  test("upgrading asks for the pay invitation code, then opens the payment in a new window; an unconfigured server says so", async ({ page, context }) => {
    await context.route("http://127.0.0.1:9/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Checkout</title>" }));
    const asked: Record<string, unknown>[] = [];
    await page.route(/\/api\/credit\/upgrade_plan/, (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      asked.push(body);
      if (body.productCode === "PRODUCT_CODE_2") return refuse(route, 501, "Payments are not configured on this server.");
      if (body.inviteCode !== "LAB-2026") return refuse(route, 400, "Invitation code entered is invalid. Please check and try again.");
      return ok(route, { payUrl: "http://127.0.0.1:9/checkout/session-1" });
    });
    await openUpgrade(page, () => freeCredit);

    await plan(page, "Pro").getByRole("button", { name: "Upgrade to Pro" }).click();
    const codeDialog = page.getByRole("dialog", { name: "Enter your invitation code" });
    await expect(codeDialog).toBeVisible();
    await expect(codeDialog.getByRole("alert")).toHaveCount(0); // asked, not yet wrong
    await codeDialog.getByLabel("Invitation code").fill("WRONG");
    await codeDialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(codeDialog.getByRole("alert")).toHaveText("Invitation code entered is invalid. Please check and try again.");
    await codeDialog.getByLabel("Invitation code").fill("LAB-2026");
    const popup = page.waitForEvent("popup");
    await codeDialog.getByRole("button", { name: "Continue to payment" }).click();
    const checkout = await popup;
    await checkout.waitForURL("http://127.0.0.1:9/checkout/session-1");
    await checkout.close();
    await expect(codeDialog).toBeHidden();
    expect(asked.at(-1)).toEqual({ productCode: "PRODUCT_CODE_1", billingPeriod: "monthly", inviteCode: "LAB-2026" });

    // The radios are visually hidden inside their labels, which take the click.
    await page.getByText("2 months free").click();
    await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    await plan(page, "Ultra").getByRole("button", { name: "Upgrade to Ultra" }).click();
    await expect(section(page, "Plans").getByRole("alert")).toHaveText("Payments are not configured on this server.");
    expect(asked.at(-1)).toMatchObject({ productCode: "PRODUCT_CODE_2", billingPeriod: "yearly" });

    // Opened with the code (spec §2 Routes: /upgrade carries inviteCode): the payment starts without asking.
    await page.goto("/upgrade?inviteCode=LAB-2026");
    const direct = page.waitForEvent("popup");
    await plan(page, "Pro").getByRole("button", { name: "Upgrade to Pro" }).click();
    await (await direct).waitForURL("http://127.0.0.1:9/checkout/session-1");
    await expect(page.getByRole("dialog", { name: "Enter your invitation code" })).toHaveCount(0);
    expect(asked.at(-1)).toMatchObject({ productCode: "PRODUCT_CODE_1", inviteCode: "LAB-2026" });
  });
});

test("a visitor sees the plans and the login modal", async ({ page }) => {
  await page.goto("/upgrade");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(plan(page, "Pro").getByRole("button", { name: "Log in to upgrade" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your credit" })).toHaveCount(0);
});
