import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskCreationPayload } from "@/lib/client/chat-session/task-calls";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import { InputLimit } from "@/lib/contract/limits";
import { experimentBrief } from "@/lib/domain/task/hand-off";
import { type ChatCompletionRequest, isTaskRequest, researchTurn } from "../../fixtures/fake-llm";
import { startFakePapers, type FakePapers } from "../../fixtures/fake-papers";
import { createSession } from "../chat/chat-support";
import { cancelTask, createTask, createTaskSetup, startTask, type TaskSetup, waitForTask } from "./task-support";
import { putOwnerOnPro } from "../credit/credit-support";

/**
 * The research chain's last step (issue 17 item 2, acceptance "The chain"): a finished Method Design task's report,
 * sent the way 'Run this experiment' sends it, starts an Auto Experiment task whose first model request contains
 * the report. If this fails, the experiment agent works without the method it was asked to run.
 */
let papers: FakePapers;
let setup: TaskSetup;

const offers = (request: ChatCompletionRequest, tool: string) => (request.tools ?? []).some((offered) => offered.function.name === tool);
const isExperimentRequest = (request: ChatCompletionRequest) => offers(request, "implement_success");

beforeAll(async () => {
  papers = await startFakePapers();
  // The experiment agent only has to be asked: it answers without tools, and the test stops it once asked.
  const script = (request: ChatCompletionRequest) =>
    isExperimentRequest(request) ? { text: "Reading the brief.", delayMs: 200 } : isTaskRequest(request) ? researchTurn(request) : { text: "chat" };
  setup = await createTaskSetup(script, papers.env);
  await putOwnerOnPro(setup);
});
afterAll(async () => {
  await setup.dispose();
  await papers.close();
});

/** The finished Method Design task's report and cited papers, as its panel holds them. */
function finalReport(task: Task) {
  const tools = (task.steps ?? []).flatMap((step) => {
    const parsed = parseStepContent(step.content);
    return parsed.ok && parsed.value.type === "trajectory" ? (parsed.value.payload.messages ?? []).filter((m) => m.role === "tool") : [];
  });
  const final = tools.findLast((tool) => tool.name === "finish_proposal");
  return { report: final?.content ?? "", cited: final?.mid_output?.paper ?? [] };
}

async function firstExperimentRequest(chatSessionId: string, report: string, cited: ReturnType<typeof finalReport>["cited"]) {
  const before = setup.fake.requests.length;
  const body = taskCreationPayload({ agent: "autoExperiment", chatSessionId, ...experimentBrief({ report, cited }) });
  const answer = await createTask(setup.backend, setup.owner, { ...body, chatSessionId });
  expect(answer.body.code, answer.text).toBe(0);
  const taskId = answer.body.result?.taskId ?? "";
  const until = Date.now() + 20_000;
  let first: ChatCompletionRequest | undefined;
  while (!first && Date.now() < until) {
    first = setup.fake.requests.slice(before).flatMap((recorded) => (recorded.body && isExperimentRequest(recorded.body) ? [recorded.body] : []))[0];
    if (!first) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cancelTask(setup.backend, setup.owner, taskId);
  await waitForTask(setup.backend, setup.owner, taskId, (task) => task.status !== "processing", 20_000);
  return { body, first: JSON.stringify(first?.messages ?? []) };
}

describe("'Run this experiment' on a finished Method Design report", () => {
  it("starts an Auto Experiment task whose first model request contains the report and its cited papers", async () => {
    const idea = "Design a method for this idea.\nSummary: contrastive pretraining for attention over molecules.";
    const { taskId, chatSessionId } = await startTask(setup, setup.owner, "Idea Proposal Agent", idea);
    const method = await waitForTask(setup.backend, setup.owner, taskId, (task) => task.status !== "processing", 20_000);
    expect(method.status, method.errorInfo ?? "").toBe("finish");
    const { report, cited } = finalReport(method);
    expect(report).toContain("## Method");
    expect(cited.length).toBeGreaterThan(0);

    const { body, first } = await firstExperimentRequest(chatSessionId, report, cited);
    expect(body.agentName).toBe("ML Agent");
    // The messages are JSON text here: the report is compared as JSON text too.
    expect(first).toContain(JSON.stringify(report.trim()).slice(1, -1));
    expect(first).toContain(JSON.stringify(cited[0]?.title ?? "").slice(1, -1));
  });

  it("takes a report near the length limit whole: create_task accepts it and the agent gets all of it", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "a long method");
    const report = `# A long method\n\n${"The model is trained with early stopping on the validation loss. ".repeat(280)}`;
    expect(report.length).toBeGreaterThan(InputLimit.text - 2_000);
    const { first } = await firstExperimentRequest(chatSessionId, report, []);
    expect(first).toContain(report.trim().split("\n").at(-1));
  });
});
