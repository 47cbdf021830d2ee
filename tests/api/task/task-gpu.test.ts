import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CPU_ONLY } from "@/lib/backend/agents/experiment/prepare-workspace";
import { tasks } from "@/lib/backend/db/schema";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import { experimentModel } from "../../fixtures/fake-llm/experiment-script";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, type TaskSetup, waitForTask } from "./task-support";
import { putOwnerOnPro } from "../credit/credit-support";

/**
 * Issue 17 item 3: create_task's enableGpu (the client always sends true, spec §7) is kept on the task row and
 * reaches the Auto Experiment agent, whose first result says the GPU asked for is not there and the run is on CPU.
 * If this fails, a researcher who asked for a GPU is not told their training runs on CPU.
 */
let setup: TaskSetup;

beforeAll(async () => {
  // "@fail": the scripted agent's shortest run (one failing command, then implement_failed).
  setup = await createTaskSetup(experimentModel);
  await putOwnerOnPro(setup);
});
afterAll(async () => {
  await setup.dispose();
});

async function runExperiment(enableGpu: boolean | undefined): Promise<{ taskId: string; task: Task }> {
  const query = "@fail Reproduce the measurements table";
  const chatSessionId = await createSession(setup.backend, setup.owner, query);
  const answer = await createTask(setup.backend, setup.owner, { agentName: "ML Agent", chatSessionId, query, ...(enableGpu === undefined ? {} : { enableGpu }) });
  expect(answer.body.code, answer.text).toBe(0);
  const taskId = answer.body.result?.taskId ?? "";
  return { taskId, task: await waitForTask(setup.backend, setup.owner, taskId, (task) => task.status !== "processing", 120_000) };
}

function firstToolResult(task: Task): string | undefined {
  for (const step of task.steps ?? []) {
    const parsed = parseStepContent(step.content);
    if (!parsed.ok || parsed.value.type !== "trajectory") continue;
    const tool = parsed.value.payload.messages?.find((message) => message.role === "tool");
    if (tool?.role === "tool") return typeof tool.content === "string" ? tool.content : JSON.stringify(tool.content);
  }
  return undefined;
}

async function storedFlag(taskId: string): Promise<boolean | undefined> {
  const [row] = await setup.backend.deps.db.select({ enableGpu: tasks.enableGpu }).from(tasks).where(eq(tasks.id, taskId));
  return row?.enableGpu;
}

describe("enableGpu on an Auto Experiment task", () => {
  it("asked for: kept on the task, and the first tool result says the run is on CPU for want of a GPU executor", async () => {
    const { taskId, task } = await runExperiment(true);
    expect(await storedFlag(taskId)).toBe(true);
    expect(firstToolResult(task)?.split("\n")[0]).toBe("GPU requested, but this server has no GPU executor: running on CPU.");
  }, 150_000);

  it("not sent: stored as false, and the run only says it is on CPU", async () => {
    const { taskId, task } = await runExperiment(undefined);
    expect(await storedFlag(taskId)).toBe(false);
    expect(firstToolResult(task)?.split("\n")[0]).toBe(CPU_ONLY);
  }, 150_000);
});
