import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn } from "./support/accounts";

/**
 * The research chain's last hand-off (issue 17 item 2), without the agents: a finished Method Design session served
 * by page.route. What a user would notice if this failed: 'Run this experiment' is missing from the report, or the
 * experiment starts without the method it should run.
 */
const ids = { sessionId: "chain-session", methodTaskId: "chain-method-task", experimentTaskId: "chain-experiment-task" } as const;
const methodReport = [
  "# Contrastive pretraining for molecule attention",
  "",
  "## Method",
  "Pretrain a graph attention network [1] with a contrastive objective, then fine-tune on the labelled set.",
  "",
  "## Experiment plan",
  "Compare against a logistic-regression baseline on a generated dataset of 2,000 molecules.",
  "",
  "## References",
  "[1] Petar Veličković et al. (2018). Graph Attention Networks. https://arxiv.org/abs/1710.10903",
].join("\n");
const cited = [{ id: "p1", arxiv_id: "1710.10903", title: "Graph Attention Networks", year: 2018, authors: ["Petar Veličković"] }];

function trajectoryStep(id: string, message: Record<string, unknown>, name: string | null = null) {
  return { id, name, content: JSON.stringify({ type: "trajectory", payload: { messages: [message] } }) };
}

function methodTask() {
  const call = { id: "call_finish", type: "function", function: { name: "finish_proposal", arguments: "{}" } };
  return {
    taskId: ids.methodTaskId,
    status: "finish",
    steps: [
      trajectoryStep("1", { role: "assistant", content: null, tool_calls: [call] }),
      trajectoryStep("2", { role: "tool", name: "finish_proposal", tool_call_id: "call_finish", content: methodReport, mid_output: { paper: cited } }, "finish_proposal"),
    ],
    errorInfo: null,
    errorCode: null,
    firstIsNull: false,
    hasPreData: true,
    agentName: "Proposal Agent",
  };
}

const experimentTask = { taskId: ids.experimentTaskId, status: "processing", steps: [], errorInfo: null, errorCode: null, agentName: "ML Agent" };

const sessionMessages = {
  chatSession: { id: ids.sessionId, title: "Molecule attention", visitType: "owner" },
  chatSessionMessages: [
    { id: "h1", type: "task", query: "design a method", agentName: "Proposal Agent", status: "finish", taskId: ids.methodTaskId, extInfo: { chatResultType: "task" } },
  ],
};

async function openFinishedMethod(page: Page) {
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: sessionMessages } }));
  await page.route(/\/api\/task\/get_task/, (route) => {
    const taskId = new URL(route.request().url()).searchParams.get("taskId");
    return route.fulfill({ json: { code: 0, result: taskId === ids.methodTaskId ? methodTask() : experimentTask } });
  });
  await page.route(/\/api\/task\/create_task/, (route) =>
    route.fulfill({ json: { code: 0, result: { taskId: ids.experimentTaskId, status: "processing", agentName: "ML Agent" } } }),
  );
  await page.goto(`/search-v1/${ids.sessionId}`);
  const canvas = page.getByRole("region", { name: "Canvas" });
  await canvas.getByRole("tab", { name: /Final Method Design Report/ }).click();
  await expect(canvas.getByRole("article", { name: "Method design report" }).getByRole("heading", { level: 1 })).toContainText("Contrastive pretraining");
  return canvas;
}

test.describe("'Run this experiment' on a finished Method Design report", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndLogIn(page, "chain");
  });

  test("starts an Auto Experiment task in the session with the report as its brief", async ({ page }) => {
    const canvas = await openFinishedMethod(page);
    const created = page.waitForRequest(/\/api\/task\/create_task/);
    await canvas.getByRole("button", { name: "Run this experiment" }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ agentName: "ML Agent", chatSessionId: ids.sessionId, query: "Run this experiment: Contrastive pretraining for molecule attention" });
    expect(body.queryContent).toEqual(expect.stringContaining(methodReport));
    expect(body.queryContent).toEqual(expect.stringContaining("[1] Graph Attention Networks. Petar Veličković. 2018. https://arxiv.org/abs/1710.10903"));
    // The new task joins the chat and its panel (Auto Experiment's) becomes the active one.
    await expect(page.getByRole("region", { name: "Chat" })).toContainText("Run this experiment: Contrastive pretraining");
    await expect(canvas.getByRole("heading", { level: 2 })).toContainText("Auto Experiment");
  });
});
