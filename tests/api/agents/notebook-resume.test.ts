import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackend } from "@/lib/backend/runtime";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import { type ChatCompletionRequest, isTaskRequest } from "../../fixtures/fake-llm";
import { notebookTurn } from "../../fixtures/fake-llm/notebook-script";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, type TaskSetup, waitForTask } from "../task/task-support";

/**
 * Issue 16: the notebook lives in the trajectory, not in the worker. A Notebook task handed back by a worker that
 * shuts down mid-run is resumed by another one with a fresh kernel: the notebook's cells are rebuilt and the cells
 * that ran cleanly are run again first, so the next cell still finds `df`, and the versions continue from V1.
 */
let setup: TaskSetup;

beforeAll(async () => {
  const script = (request: ChatCompletionRequest) => (isTaskRequest(request) ? notebookTurn(request, { delayMs: 200 }) : { text: "chat" });
  setup = await createTaskSetup(script, { RUN_WORKERS: "false" });
});
afterAll(async () => {
  await setup.dispose();
});

const hasStep = (task: Task, needle: string) => (task.steps ?? []).some((step) => step.content.includes(needle));

describe("a Jupyter Notebook task resumed by another worker", () => {
  it("rebuilds the notebook, reruns the clean cells in the new kernel, and finishes with both versions", async () => {
    const config = setup.backend.deps.config;
    const chatSessionId = await createSession(setup.backend, setup.owner, "resume");
    const first = await startBackend(config, { runWorkers: true });
    let taskId = "";
    try {
      const answer = await createTask(setup.backend, setup.owner, { agentName: "Notebook Agent", chatSessionId, query: "analyse some data" });
      taskId = answer.body.result?.taskId ?? "";
      // Cell 3 is fixed (cells 2 and 3 defined df and summary in the first worker's kernel) and no plot exists yet.
      await waitForTask(setup.backend, setup.owner, taskId, (task) => hasStep(task, "Cell 3 (code) ran"), 60_000);
    } finally {
      await first.close();
    }
    const handedBack = await waitForTask(setup.backend, setup.owner, taskId, () => true);
    expect(handedBack.status).toBe("processing");
    expect(hasStep(handedBack, "Cell 4 (code)")).toBe(false);

    const second = await startBackend(config, { runWorkers: true });
    try {
      const task = await waitForTask(setup.backend, setup.owner, taskId, (current) => current.status !== "processing", 90_000);
      expect(task.status, task.errorInfo ?? "").toBe("finish");
      // The histogram reads df, which only the replayed cell 2 can have defined in the second worker's kernel.
      expect(hasStep(task, "Cell 4 (code) ran")).toBe(true);
      const lists = (task.steps ?? []).flatMap((step) => {
        const parsed = parseStepContent(step.content);
        return parsed.ok && parsed.value.type === "notebook" ? [parsed.value.payload.notebooks] : [];
      });
      expect(lists.at(-1)?.map((url) => url.split("notebook-").at(-1))).toEqual(["v1.ipynb", "v2.ipynb"]);
    } finally {
      await second.close();
    }
  }, 200_000);
});
