import { expect, type Page, test } from "@playwright/test";
import { minimalPdf } from "../fixtures/fake-papers/minimal-pdf";
import { accountButton, signUpAndLogIn } from "./support/accounts";
import { fakePapers, fulfilJson } from "./support/paper-routes";

/**
 * The research profile (issue 20 item 1, spec §2 Interest modal, §5 rules): every §5 message shown in the form,
 * the saved profile in the server's shape, 'Update success', and the feed switching from hot to my on it.
 * The profile is saved by the real backend; the feed and the title lookups are served by page.route, so 'hot' and
 * 'my' differ visibly and two links can share a title.
 */
const titles: Record<string, string | undefined> = {
  "https://arxiv.org/abs/1706.03762": "Attention Is All You Need",
  "https://arxiv.org/abs/2401.00002": "Attention Is All You Need",
};

async function serveFeedAndTitles(page: Page) {
  const feedTypes: string[] = [];
  await page.route("**/api/tagList", async (route) => {
    const body = route.request().postDataJSON() as { type: string; offset: number };
    feedTypes.push(body.type);
    await fulfilJson(route, body.offset > 0 ? [] : fakePapers(body.type === "my" ? "Mine" : "Hot", 3));
  });
  await page.route("**/api/getTitleByUrl**", async (route) => {
    const url = new URL(route.request().url()).searchParams.get("url") ?? "";
    const title = titles[url];
    await fulfilJson(route, title ? [{ title, url }] : []);
  });
  return { feedTypes };
}

test("a visitor asking for the profile, my feed or a search gets the login modal", async ({ page }) => {
  await serveFeedAndTitles(page);
  await page.goto("/papers");
  // The sidebar's visitor entry shows once the page knows nobody is signed in.
  await expect(page.getByRole("button", { name: "Log In or Sign Up" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Hot" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Research profile" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "My feed" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});

test("profile edit and save: each §5 message, 'Update success', and the feed switching from hot to my", async ({ page }) => {
  const served = await serveFeedAndTitles(page);
  await signUpAndLogIn(page, "profile");
  await page.goto("/papers");
  // The first 'hot' page is the server's own (rendered with the page), later ones would come from the route.
  await expect(page.getByRole("tab", { name: "Hot" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Hot papers" }).getByRole("article").first()).toBeVisible();

  await accountButton(page).click();
  await page.getByRole("menuitem", { name: "Research profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Research profile" });
  const update = dialog.getByRole("button", { name: "Update to my daily feed" });

  await update.click();
  await expect(dialog.getByText("Please select or input or updload for research needs")).toBeVisible();

  await dialog.getByRole("button", { name: "AI for Science" }).click();
  await dialog.getByRole("button", { name: "AI for Science" }).click();
  await expect(dialog.getByText("Please select at least one item")).toBeVisible();
  await dialog.getByRole("button", { name: "LLM Reasoning" }).click();
  await expect(dialog.getByRole("button", { name: "LLM Reasoning" })).toHaveAttribute("aria-pressed", "true");

  const scholar = dialog.getByLabel("Google Scholar profile");
  await scholar.fill("https://example.com/citations?user=abc");
  await update.click();
  await expect(dialog.getByText("Please enter a valid Google Scholar link")).toBeVisible();
  await scholar.fill("https://scholar.google.com/citations?user=abc");

  const link = dialog.getByRole("textbox", { name: "arXiv papers" });
  const add = dialog.getByRole("button", { name: "Add", exact: true });
  for (const [url, message] of [
    ["https://example.org/abs/1706.03762", "Please enter a valid Arxiv link"],
    ["https://arxiv.org/abs/1706.03762", undefined],
    ["arxiv.org/abs/1706.03762", "The link already exists"],
    ["https://arxiv.org/abs/9999.99999", "Get link title failed"],
    ["https://arxiv.org/abs/2401.00002", "Already exists same title"],
  ] as const) {
    await link.fill(url);
    await add.click();
    if (message) await expect(dialog.getByText(message)).toBeVisible();
    else await expect(dialog.getByRole("list", { name: "arXiv papers added" }).getByRole("link", { name: "Attention Is All You Need" })).toBeVisible();
  }

  const upload = dialog.getByLabel("Upload a PDF");
  await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") });
  await expect(dialog.getByText("Please upload PDF file!")).toBeVisible();
  const pdf = Buffer.from(minimalPdf(["Sparse attention for small language models"]));
  await upload.setInputFiles({ name: "My paper.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(dialog.getByRole("list", { name: "PDFs added" }).getByText("My paper.pdf")).toBeVisible();

  await dialog.getByLabel("Research interest").fill("Reasoning in small language models");
  const submitted = page.waitForRequest((request) => request.url().endsWith("/api/submitPreference"));
  await update.click();
  await expect(page.getByText("Update success")).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await submitted).postDataJSON() as Record<string, unknown>;
  expect(saved).toMatchObject({
    tags: ["LLM Reasoning"],
    content: "Reasoning in small language models",
    arxivUrls: ["https://arxiv.org/abs/1706.03762->Attention Is All You Need"],
    googleScholarUrls: [{ google_scholar_url: "https://scholar.google.com/citations?user=abc" }],
  });
  expect((saved.pdfUrls as string[])[0]).toMatch(/^\/api\/file\/download\?fileKey=.+&name=My\+paper\.pdf$/);

  // The "user updated" signal: the feed switches to 'my'.
  await expect(page.getByRole("tab", { name: "My feed" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Mine paper 1" })).toBeVisible();
  expect(served.feedTypes).toContain("my");
});

test("a saved profile comes back into the form after a reload", async ({ page }) => {
  await serveFeedAndTitles(page);
  await signUpAndLogIn(page, "profile-reload");
  // From the chat page: the user menu leads to the papers screen with the modal open.
  await accountButton(page).click();
  await page.getByRole("menuitem", { name: "Research profile" }).click();
  await page.waitForURL(/\/papers$/);
  let dialog = page.getByRole("dialog", { name: "Research profile" });
  await dialog.getByRole("button", { name: "Agentic Systems" }).click();
  await dialog.getByLabel("Research interest").fill("Tool-using agents");
  await dialog.getByRole("button", { name: "Update to my daily feed" }).click();
  await expect(page.getByText("Update success")).toBeVisible();

  await page.reload();
  // A signed-in user with a saved profile starts on 'my'.
  await expect(page.getByRole("tab", { name: "My feed" })).toHaveAttribute("aria-selected", "true");
  dialog = page.getByRole("dialog", { name: "Research profile" });
  await expect(dialog).toBeHidden();
  // The user menu's entry opens the modal again (its ?profile=open was taken off the address the first time).
  await accountButton(page).click();
  await page.getByRole("menuitem", { name: "Research profile" }).click();
  await expect(dialog.getByRole("button", { name: "Agentic Systems" })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByLabel("Research interest")).toHaveValue("Tool-using agents");
});
