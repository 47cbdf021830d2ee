import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend } from "@/lib/backend/runtime";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import { type ChatCompletionRequest, isTaskRequest } from "../../fixtures/fake-llm";
import { experimentTurn } from "../../fixtures/fake-llm/experiment-script";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, type TaskSetup, waitForTask } from "../task/task-support";
import { putOwnerOnPro } from "../credit/credit-support";

/**
 * Issue 17: the project lives in the trajectory, not in the worker. An Auto Experiment task handed back by a worker
 * that shuts down after its first project version is finished by another one, whose fresh sandbox finds the
 * workspace as it was: the versions continue from version 1, and the final one holds the README written there.
 */
let setup: TaskSetup;

beforeAll(async () => {
  const script = (request: ChatCompletionRequest) => (isTaskRequest(request) ? experimentTurn(request, { delayMs: 500 }) : { text: "chat" });
  setup = await createTaskSetup(script, { RUN_WORKERS: "false" });
  await putOwnerOnPro(setup);
});
afterAll(async () => {
  await setup.dispose();
});

const hasStep = (task: Task, needle: string) => (task.steps ?? []).some((step) => step.content.includes(needle));

describe("an Auto Experiment task resumed by another worker", () => {
  it("numbers its project versions on from the trajectory and finishes with both", async () => {
    const config = setup.backend.deps.config;
    const chatSessionId = await createSession(setup.backend, setup.owner, "resume");
    const first = await startBackend(config, { runWorkers: true });
    let taskId = "";
    try {
      const answer = await createTask(setup.backend, setup.owner, { agentName: "ML Agent", chatSessionId, query: "train a classifier" });
      taskId = answer.body.result?.taskId ?? "";
      await waitForTask(setup.backend, setup.owner, taskId, (task) => hasStep(task, "Saved project version 1"), 60_000);
    } finally {
      await first.close();
    }
    const handedBack = await waitForTask(setup.backend, setup.owner, taskId, () => true);
    expect(handedBack.status).toBe("processing");
    expect(hasStep(handedBack, "Saved project version 2")).toBe(false);

    const second = await startBackend(config, { runWorkers: true });
    try {
      const task = await waitForTask(setup.backend, setup.owner, taskId, (current) => current.status !== "processing", 90_000);
      expect(task.status, task.errorInfo ?? "").toBe("finish");
      const projects = (task.steps ?? []).flatMap((step) => {
        const parsed = parseStepContent(step.content);
        return parsed.ok && parsed.value.type === "trajectory" && parsed.value.payload.project ? [parsed.value.payload.project.versions] : [];
      });
      const last = projects.at(-1) ?? [];
      expect(last.map((version) => version.version)).toEqual([1, 2]);
      expect(last[1]?.files.map((file) => file.path).sort()).toEqual(["README.md", "requirements.txt", "train.py"]);
    } finally {
      await second.close();
    }
  }, 200_000);
});
