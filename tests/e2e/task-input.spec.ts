import { expect, test, type Page } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";

/**
 * The task input (spec §4 Input, §5 Chat input): every path of the @ agent list by keyboard and pointer, the
 * agent tag, Enter / Shift+Enter / IME, paste, the expand toggle and sending.
 */
const question = (page: Page) => page.getByLabel("Ask your research question");
const list = (page: Page) => page.getByRole("listbox", { name: "Agents" });
const agentTag = (page: Page) => page.getByTestId("agent-tag");
const highlighted = (page: Page) => list(page).getByRole("option", { selected: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/chat");
  await expect(page.getByRole("button", { name: "Log In or Sign Up" })).toBeVisible();
});

test("'@' alone opens the list on the first agent; arrows move, wrap, and Enter picks the highlighted agent", async ({ page }) => {
  await question(page).pressSequentially("@");
  await expect(list(page)).toBeVisible();
  await expect(list(page).getByRole("option")).toHaveText([/Deep Survey/, /Idea Spark/, /Method Design/, /Auto Experiment/, /Jupyter Notebook/]);
  await expect(highlighted(page)).toContainText("Deep Survey");
  const activeId = await highlighted(page).getAttribute("id");
  await expect(question(page)).toHaveAttribute("aria-activedescendant", activeId ?? "missing");

  await question(page).press("ArrowDown");
  await question(page).press("ArrowDown");
  await expect(highlighted(page)).toContainText("Method Design");
  await question(page).press("ArrowUp");
  await expect(highlighted(page)).toContainText("Idea Spark");
  await question(page).press("ArrowUp");
  await question(page).press("ArrowUp");
  await expect(highlighted(page)).toContainText("Jupyter Notebook"); // wrapped to the bottom
  await question(page).press("ArrowDown");
  await question(page).press("ArrowDown");
  await expect(highlighted(page)).toContainText("Idea Spark"); // wrapped to the top
  await question(page).press("Enter");

  await expect(list(page)).toHaveCount(0);
  await expect(agentTag(page)).toHaveText("@Idea Spark");
  await expect(question(page)).toHaveValue("");
  await expect(question(page)).toBeFocused();
  await expect(question(page)).toHaveAttribute("placeholder", /research area/);
  await expect(page).toHaveURL(/\/ideaspark$/);
});

test("Escape closes the list and keeps the '@'; an '@' inside text never opens it", async ({ page }) => {
  await question(page).pressSequentially("@");
  await expect(list(page)).toBeVisible();
  await question(page).press("Escape");
  await expect(list(page)).toHaveCount(0);
  await expect(question(page)).toHaveValue("@");
  await expect(agentTag(page)).toHaveCount(0);
  await question(page).fill("");
  await question(page).pressSequentially("mail me @");
  await expect(list(page)).toHaveCount(0);
  await question(page).fill("@@");
  await expect(list(page)).toHaveCount(0);
});

test("a click elsewhere or a window resize closes the list; a click on an agent picks it", async ({ page }) => {
  await question(page).fill("@");
  await expect(list(page)).toBeVisible();
  await page.getByRole("heading", { name: "Explore use cases" }).click();
  await expect(list(page)).toHaveCount(0);

  await question(page).fill("");
  await question(page).fill("@");
  await expect(list(page)).toBeVisible();
  await page.setViewportSize({ width: 1400, height: 880 });
  await expect(list(page)).toHaveCount(0);

  await question(page).fill("");
  await question(page).fill("@");
  await list(page).getByRole("option", { name: /Auto Experiment/ }).hover();
  await expect(highlighted(page)).toContainText("Auto Experiment");
  await list(page).getByRole("option", { name: /Auto Experiment/ }).click();
  await expect(agentTag(page)).toHaveText("@Auto Experiment");
  await expect(page).toHaveURL(/\/autoexperiment$/);
});

test("the agent tag's cost tooltip opens on keyboard focus, describes the tag, and Escape closes it", async ({ page }) => {
  await page.getByRole("button", { name: "Idea Spark", exact: true }).first().click();
  const name = agentTag(page).getByText("@Idea Spark");
  await name.focus();
  const tip = page.getByRole("tooltip");
  await expect(tip).toContainText("Average cost is");
  await expect(name).toHaveAttribute("aria-describedby", (await tip.getAttribute("id")) ?? "missing");
  await page.keyboard.press("Escape");
  await expect(tip).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-describedby");
});

test("Backspace or Delete on empty text removes the tag and returns to /chat", async ({ page }) => {
  await question(page).fill("@");
  await question(page).press("Enter");
  await expect(agentTag(page)).toHaveText("@Deep Survey");
  await question(page).pressSequentially("ab");
  await question(page).press("Backspace");
  await question(page).press("Backspace");
  await expect(agentTag(page)).toHaveText("@Deep Survey"); // the text went first
  await question(page).press("Backspace");
  await expect(agentTag(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);

  await page.goto("/notebook");
  await expect(agentTag(page)).toHaveText("@Jupyter Notebook");
  await question(page).press("Delete");
  await expect(agentTag(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);
});

test("a pasted lone '@' opens the list, pasted text arrives as plain text", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await question(page).focus();
  await page.evaluate(() => navigator.clipboard.writeText("@"));
  await page.keyboard.press("ControlOrMeta+V");
  await expect(question(page)).toHaveValue("@");
  await expect(list(page)).toBeVisible();
  await question(page).press("Escape");
  await question(page).fill("");
  await page.evaluate(() => navigator.clipboard.write([
    new ClipboardItem({
      "text/plain": new Blob(["Bold claim"], { type: "text/plain" }),
      "text/html": new Blob(["<b>Bold</b> claim"], { type: "text/html" }),
    }),
  ]));
  await page.keyboard.press("ControlOrMeta+V");
  await expect(question(page)).toHaveValue("Bold claim");
  await expect(list(page)).toHaveCount(0);
});

test("Shift+Enter is a new line, Enter during IME composition does nothing, Enter sends (a visitor gets the login)", async ({ page }) => {
  const send = page.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await question(page).fill("   ");
  await expect(send).toBeDisabled();
  await question(page).fill("");
  await question(page).fill("@");
  await question(page).press("Enter");
  await question(page).pressSequentially("first line");
  await question(page).press("Shift+Enter");
  await question(page).pressSequentially("second line");
  await expect(question(page)).toHaveValue("first line\nsecond line");
  await question(page).evaluate((area) => {
    area.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", isComposing: true, bubbles: true, cancelable: true }));
  });
  await page.waitForTimeout(200);
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);

  await question(page).press("Enter");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  const kept = await page.evaluate(() => sessionStorage.getItem("pending-query"));
  expect(JSON.parse(kept ?? "{}")).toMatchObject({ query: "first line\nsecond line", agentName: "Deep Search Agent" });
});

test("the text area grows and offers an expand toggle from 10 lines", async ({ page }) => {
  const height = () => question(page).evaluate((area) => area.getBoundingClientRect().height);
  const small = await height();
  await question(page).fill(Array.from({ length: 9 }, (_, i) => `line ${i + 1}`).join("\n"));
  expect(await height()).toBeGreaterThan(small);
  await expect(page.getByRole("button", { name: "Expand input" })).toHaveCount(0);
  await question(page).fill(Array.from({ length: 16 }, (_, i) => `line ${i + 1}`).join("\n"));
  const toggle = page.getByRole("button", { name: "Expand input" });
  await expect(toggle).toBeVisible();
  const collapsed = await height();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Collapse input" })).toHaveAttribute("aria-pressed", "true");
  expect(await height()).toBeGreaterThan(collapsed);
});

test("signed in, Enter creates the session and opens it as a new session", async ({ page }) => {
  await signUpAndLogIn(page, "send");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/chat_session/create") && r.request().method() === "POST");
  await question(page).fill("What limits the context length of state-space models?");
  await question(page).press("Enter");
  const answer = await created;
  expect(answer.request().postDataJSON()).toMatchObject({ query: "What limits the context length of state-space models?" });
  const id = (await answer.json()).result.id;
  await expect(page).toHaveURL(new RegExp(`/search-v1/${id}`));
});

test("the home input carries the attachments: none without an agent, cleared when the agent is removed", async ({ page }) => {
  await signUpAndLogIn(page, "attach");
  // Stubbed: the upload flow is the attachments issue's and was still being finished when this was written;
  // this test only checks that the home input wires the attachments slot to the agent.
  const ok = (result: unknown) => ({ contentType: "application/json", body: JSON.stringify({ code: 0, result }) });
  await page.route("**/api/file/batch_temp_urls**", (route) =>
    route.fulfill(ok({ results: [{ fileId: "f-1", tempUrl: "/e2e-upload/f-1", contentType: "text/csv" }] })),
  );
  await page.route("**/e2e-upload/**", (route) => route.fulfill({ status: 200, headers: { etag: '"e2e"' }, body: "" }));
  await page.route("**/api/file/upload_complete**", (route) => route.fulfill(ok({ files: [{ fileId: "f-1", status: "uploaded" }] })));
  const attach = page.getByRole("button", { name: "Attach files" });
  await expect(attach).toHaveAttribute("aria-disabled", "true");
  await question(page).fill("@");
  await question(page).press("Enter");
  await expect(attach).not.toHaveAttribute("aria-disabled", "true");
  await page.locator('input[type="file"]').setInputFiles({ name: "results.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n1,2\n") });
  const files = page.getByRole("list", { name: "Attached files" });
  await expect(files.getByRole("button", { name: "Remove results.csv" })).toBeVisible();
  await question(page).focus();
  await question(page).press("Backspace");
  await expect(agentTag(page)).toHaveCount(0);
  await expect(files).toHaveCount(0);
});
