import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";
import { setPlan } from "./support/plans";

/**
 * The upgrade page against the real credit backend (issue 19: ledger, labs and payments served by the embedded
 * backend, nothing routed): an Ultra owner's single-use invite link, a labmate joining through it and sharing the
 * lab's plan, the owner removing them, and a payment refused because this server has no Stripe key. What a user
 * would notice if this failed: a link that does not join, a labmate who cannot be removed, a silent Upgrade button.
 */
const section = (page: Page, name: string) => page.getByRole("region", { name });
const viewport = { width: 1440, height: 900 };

test("an Ultra owner invites a labmate who joins and shares the lab, then removes them; payments say they are not configured", async ({ page, browser }) => {
  // Two sign-ups and a dozen page loads: CI's run on a busy machine was still at work on its last steps at 90 s.
  test.setTimeout(150_000);
  await page.setViewportSize(viewport);
  await setPlan(await signUpAndLogIn(page, "lab-owner"), "ultra");
  await page.goto("/upgrade");
  await expect(section(page, "Your credit")).toContainText("Ultra");
  const invitations = section(page, "Invite labmates");
  await expect(invitations).toContainText("No labmates yet.");
  await invitations.getByRole("button", { name: "Invite a labmate" }).click();
  const link = await invitations.getByRole("textbox", { name: "Invite link" }).inputValue();
  expect(link).toMatch(/\/upgrade\?inviteId=[\w-]+$/);

  const mateContext = await browser.newContext({ viewport });
  const mate = await mateContext.newPage();
  const mateEmail = await signUpAndLogIn(mate, "labmate");
  await mate.goto(link);
  await mate.getByRole("dialog", { name: "Join the lab?" }).getByRole("button", { name: "Join" }).click();
  await expect(mate.getByText("You joined the lab")).toBeVisible();
  await expect(section(mate, "Your credit")).toContainText("Ultra");
  await expect(section(mate, "Invite labmates")).toContainText("You are a labmate");
  // Used once: opening the same link again asks nothing, the labmate's level source being the invite.
  await mate.goto(link);
  await expect(section(mate, "Your credit")).toContainText("Ultra");
  await expect(mate.getByRole("button", { name: "Join lab" })).toHaveCount(0);

  await page.reload();
  await invitations.getByRole("button", { name: `Remove ${mateEmail}` }).click();
  await page.getByRole("dialog", { name: "Remove labmate" }).getByRole("button", { name: "Remove" }).click();
  await expect(invitations).toContainText("No labmates yet.");

  // The link was used: the former labmate is asked again (no longer in a lab), but the server refuses it.
  await mate.reload();
  const join = mate.getByRole("dialog", { name: "Join the lab?" });
  await join.getByRole("button", { name: "Join" }).click();
  await expect(join.getByRole("alert")).toHaveText("This invite link has already been used. Ask your lab for a new one.");
  await join.getByRole("button", { name: "Cancel" }).click();

  // Back on their own free plan, they try to pay: this server has no Stripe key.
  await expect(section(mate, "Your credit")).toContainText("Free");
  await mate.getByRole("listitem", { name: "Pro plan" }).getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(section(mate, "Plans").getByRole("alert")).toContainText("Payments are not configured on this server.");
  await mateContext.close();
});
