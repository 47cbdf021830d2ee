import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ResultCode, ResultMessage } from "@/lib/contract/codes";
import { isTaskRequest, lastMessageIncludes, taskTurn, type Turn } from "../../fixtures/fake-llm";
import { createSession } from "../chat/chat-support";
import { createAccountsBackend, signUpAndLogin, uniqueEmail } from "../support/accounts";
import { cancelTask, createTask, createTaskSetup, getTask, startTask, type TaskSetup, waitForTask } from "./task-support";

/** Limits and failure endings: each test gets a backend whose settings and model behaviour it needs. */
let setup: TaskSetup | undefined;
afterEach(async () => {
  await setup?.dispose();
  setup = undefined;
});

const hang: Turn = { hang: true };

describe("the running-task limit", () => {
  it("starts exactly 2 of 10 simultaneous creations for one user; the rest get 5102", async () => {
    setup = await createTaskSetup(() => hang);
    const current = setup;
    const sessions = await Promise.all(Array.from({ length: 10 }, (_, i) => createSession(current.backend, current.owner, `limit ${i}`)));
    const answers = await Promise.all(
      sessions.map((chatSessionId) => createTask(current.backend, current.owner, { agentName: "Idea Agent", chatSessionId, query: "ideas" })),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, 0, ...Array<number>(8).fill(ResultCode.maxConcurrentQueries)]);
    const refused = answers.find((answer) => answer.body.code === ResultCode.maxConcurrentQueries);
    expect(refused?.status).toBe(200);
    expect(refused?.body.message).toBe(ResultMessage.maxConcurrentQueries);
    // Another user is not affected, and a finished slot frees up.
    const other = await signUpAndLogin(current, uniqueEmail("other"));
    const otherSession = await createSession(current.backend, other, "mine");
    expect((await createTask(current.backend, other, { agentName: "Idea Agent", chatSessionId: otherSession, query: "x" })).body.code).toBe(0);
    const started = answers.flatMap((answer) => (answer.body.result ? [answer.body.result.taskId] : []));
    await cancelTask(current.backend, current.owner, started[0] ?? "");
    expect((await createTask(current.backend, current.owner, { agentName: "Idea Agent", chatSessionId: sessions[9] ?? "", query: "x" })).body.code).toBe(0);
  });
});

describe("ending a task as an error", () => {
  it("stops a task past TASK_MAX_STEPS with a clear errorInfo", async () => {
    setup = await createTaskSetup((request) => taskTurn(request), { TASK_MAX_STEPS: "3" });
    const { taskId } = await startTask(setup, setup.owner);
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
    expect(task).toMatchObject({ status: "error", errorCode: "step_limit", errorInfo: "The task reached its limit of 3 steps and was stopped." });
    expect(task.steps).toHaveLength(3);
  });

  it("stops a task past TASK_MAX_SECONDS, model call included", async () => {
    setup = await createTaskSetup(() => hang, { TASK_MAX_SECONDS: "1" });
    const { taskId } = await startTask(setup, setup.owner);
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing", 5000);
    expect(task).toMatchObject({ status: "error", errorCode: "time_limit", errorInfo: "The task reached its time limit of 1 s and was stopped." });
    await expect.poll(() => setup?.fake.disconnects, { timeout: 2000 }).toBe(1);
  });

  it("reports a failing model without its internals", async () => {
    setup = await createTaskSetup(() => ({ status: 400, error: { message: "secret provider detail" } }));
    const { taskId } = await startTask(setup, setup.owner);
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
    expect(task).toMatchObject({
      status: "error",
      errorCode: "model_failed",
      errorInfo: "The language model could not be reached or refused the request (HTTP 400).",
    });
  });

  it("ends after 3 interrupted attempts with a clear errorInfo", async () => {
    setup = await createTaskSetup(() => hang, { RUN_WORKERS: "false" });
    const current = setup;
    const { taskId } = await startTask(setup, setup.owner);
    // Three workers took the task and died (their leases expired); the next one to take it gives up.
    await setup.backend.deps.db.execute(sql`update tasks set attempts = 3, lease_owner = 'dead', lease_expires_at = now() - interval '1 s' where id = ${taskId}`);
    const worker = await import("@/lib/backend/runtime").then(({ startBackend }) =>
      startBackend({ ...current.backend.deps.config, TASK_SWEEP_SECONDS: 0.2 }, { runWorkers: true }),
    );
    try {
      const task = await waitForTask(current.backend, current.owner, taskId, (t) => t.status !== "processing");
      expect(task).toMatchObject({
        status: "error",
        errorCode: "interrupted",
        errorInfo: "The task was interrupted 3 times (the server restarted or its worker stopped while it ran) and has been stopped.",
      });
    } finally {
      await worker.close();
    }
  });
});

describe("ask_for_user_clarification", () => {
  it("ends the run as finished with the question as the last step, named for the tool", async () => {
    const question = "Do you mean retrieval for code or for text?";
    setup = await createTaskSetup((request) =>
      isTaskRequest(request) && !lastMessageIncludes(question)(request)
        ? { toolCalls: [{ name: "ask_for_user_clarification", arguments: { question } }] }
        : { status: 500, error: "the run should have stopped" },
    );
    const { taskId } = await startTask(setup, setup.owner);
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
    expect(task.status).toBe("finish");
    expect(task.steps?.map((step) => step.name ?? null)).toEqual([null, "ask_for_user_clarification"]);
    expect(JSON.parse(task.steps?.[1]?.content ?? "{}")).toMatchObject({ payload: { messages: [{ role: "tool", content: question }] } });
    expect(setup.fake.requests).toHaveLength(1);
  });
});

describe("without a model configured", () => {
  it("answers 5201 naming the settings to set, and starts nothing", async () => {
    const accounts = await createAccountsBackend({ LLM_MODEL: "", LLM_BASE_URL: "" });
    try {
      const token = await signUpAndLogin(accounts, uniqueEmail("nomodel"));
      const chatSessionId = await createSession(accounts.backend, token, "survey");
      const answer = await createTask(accounts.backend, token, { agentName: "Deep Search Agent", chatSessionId, query: "survey" });
      expect(answer.body.code).toBe(ResultCode.modelNotConfigured);
      expect(answer.body.message).toMatch(/LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY and LLM_MODEL/);
    } finally {
      await accounts.dispose();
    }
  });
});

describe("cancel across processes", () => {
  it("stops a run in another worker process within 2 s", async () => {
    setup = await createTaskSetup(() => hang, { RUN_WORKERS: "false" });
    const current = setup;
    const worker = await import("@/lib/backend/runtime").then(({ startBackend }) => startBackend(current.backend.deps.config, { runWorkers: true }));
    try {
      const { taskId } = await startTask(current, current.owner);
      await expect.poll(() => current.fake.activeStreams(), { timeout: 5000 }).toBe(1);
      const cancelledAt = Date.now();
      await cancelTask(current.backend, current.owner, taskId);
      await expect.poll(() => current.fake.activeStreams(), { timeout: 2000, interval: 20 }).toBe(0);
      expect(Date.now() - cancelledAt).toBeLessThan(2000);
      expect((await getTask(current.backend, current.owner, taskId)).body.result).toMatchObject({ status: "error", errorCode: "1" });
    } finally {
      await worker.close();
    }
  });
});
