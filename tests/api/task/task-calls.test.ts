import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { createSession, messageList } from "../chat/chat-support";
import { cancelTask, createTask, createTaskSetup, getTask, startTask, type TaskSetup, waitForTask } from "./task-support";

/**
 * The task calls (spec §7) by contract path: the happy path, every error code, auth and ownership. The fake model
 * answers task turns slowly enough (150 ms a chunk) for a test to see a task still processing.
 */
let setup: TaskSetup;
beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 150 }) : { text: "chat" }));
});
afterAll(() => setup.dispose());

const pleaseLogIn = { code: 401, result: null, message: "Please log in first", error: "Please log in first" };
const taskNotFound = { code: 404, result: null, message: "Task not found", error: "Task not found" };

describe("POST /task/create_task", () => {
  it("answers the new task's id, processing, under the agent's primary contract name", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "survey of graph transformers");
    const answer = await createTask(setup.backend, setup.owner, {
      agentName: "Literature Review Agent",
      chatSessionId,
      query: "survey of graph transformers",
      queryContent: "survey of graph transformers",
      enableGpu: true,
      fileIds: [],
      model_override: "lite-flash",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.body.result).toEqual({ taskId: expect.any(String), status: "processing", agentName: "Deep Search Agent" });
    const taskId = answer.body.result?.taskId ?? "";
    const history = await messageList(setup.backend, setup.owner, chatSessionId);
    expect(history.body.result?.chatSessionMessages).toEqual([
      expect.objectContaining({ type: "task", query: "survey of graph transformers", agentName: "Deep Search Agent", taskId, status: "processing" }),
    ]);
    await cancelTask(setup.backend, setup.owner, taskId);
  });

  it("refuses anonymous callers with 401", async () => {
    const answer = await createTask(setup.backend, undefined, { agentName: "Idea Agent", chatSessionId: "x", query: "ideas" });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(pleaseLogIn);
  });

  it("answers 404 for another user's session, and creates nothing", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "mine");
    const answer = await createTask(setup.backend, setup.stranger, { agentName: "Idea Agent", chatSessionId, query: "ideas" });
    expect(answer.body).toEqual({ code: 404, result: null, message: "Chat session not found", error: "Chat session not found" });
    expect((await messageList(setup.backend, setup.owner, chatSessionId)).body.result?.chatSessionMessages).toEqual([]);
  });

  it.each([
    ["an unknown agent", { agentName: "Weather Agent", query: "rain" }],
    ["a blank query", { agentName: "Idea Agent", query: "   " }],
    ["no agent", { query: "ideas" }],
  ])("answers 400 for %s", async (_name, fields) => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "bad input");
    const answer = await createTask(setup.backend, setup.owner, { chatSessionId, ...fields } as never);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.result).toBeNull();
  });
});

describe("GET /task/get_task", () => {
  it("answers the task's steps; with `after` only the newer ones", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    const finished = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status === "finish");
    const all = finished.steps ?? [];
    expect(finished).toMatchObject({ taskId, status: "finish", firstIsNull: false, hasPreData: false, agentName: "Deep Search Agent" });
    const newer = await getTask(setup.backend, setup.owner, taskId, "4");
    expect(newer.body.result?.steps).toEqual(all.slice(4));
    const none = await getTask(setup.backend, setup.owner, taskId, String(all.length));
    expect(none.body.result?.steps).toEqual([]);
    expect(none.body.result?.status).toBe("finish");
  });

  it("answers 400 for a cursor that is not a step id", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    const answer = await getTask(setup.backend, setup.owner, taskId, "-1");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("after must be the id of a step (a non-negative whole number)");
    await cancelTask(setup.backend, setup.owner, taskId);
  });

  it("answers 404 to another user and 401 to anonymous callers", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    expect((await getTask(setup.backend, setup.stranger, taskId)).body).toEqual(taskNotFound);
    expect((await getTask(setup.backend, undefined, taskId)).body).toEqual(pleaseLogIn);
    expect((await getTask(setup.backend, setup.owner, "no-such-task")).body).toEqual(taskNotFound);
    await cancelTask(setup.backend, setup.owner, taskId);
  });

  it("says hasPreData when the session had messages before the task", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "first a survey");
    const first = await createTask(setup.backend, setup.owner, { agentName: "Deep Search Agent", chatSessionId, query: "first" });
    await cancelTask(setup.backend, setup.owner, first.body.result?.taskId ?? "");
    const second = await createTask(setup.backend, setup.owner, { agentName: "Idea Agent", chatSessionId, query: "then ideas" });
    const taskId = second.body.result?.taskId ?? "";
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.hasPreData).toBe(true);
    await cancelTask(setup.backend, setup.owner, taskId);
  });
});

describe("POST /task/cancel/{id}", () => {
  it("ends the task as terminated by the user (errorCode 1) and stops its model call within 2 s", async () => {
    const { taskId, chatSessionId } = await startTask(setup, setup.owner);
    await waitForTask(setup.backend, setup.owner, taskId, (t) => (t.steps ?? []).length >= 2);
    const disconnectsBefore = setup.fake.disconnects;
    const cancelledAt = Date.now();
    const answer = await cancelTask(setup.backend, setup.owner, taskId);
    expect(answer.body).toMatchObject({ code: 0 });
    const task = (await getTask(setup.backend, setup.owner, taskId)).body.result;
    expect(task).toMatchObject({ status: "error", errorCode: "1" });
    await expect.poll(() => setup.fake.disconnects, { timeout: 2000, interval: 20 }).toBeGreaterThan(disconnectsBefore);
    expect(Date.now() - cancelledAt).toBeLessThan(2000);
    // Nothing more is appended once the task is terminated.
    const stepsAtCancel = task?.steps?.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.steps).toHaveLength(stepsAtCancel);
    const history = await messageList(setup.backend, setup.owner, chatSessionId);
    expect(history.body.result?.chatSessionMessages.at(-1)?.status).toBe("error");
  });

  it("is idempotent for a task that already ended", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status === "finish");
    expect((await cancelTask(setup.backend, setup.owner, taskId)).body.code).toBe(0);
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.status).toBe("finish");
  });

  it("answers 404 to another user (the task keeps running) and 401 to anonymous callers", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    expect((await cancelTask(setup.backend, setup.stranger, taskId)).body).toEqual(taskNotFound);
    expect((await cancelTask(setup.backend, undefined, taskId)).body).toEqual(pleaseLogIn);
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.status).toBe("processing");
    await cancelTask(setup.backend, setup.owner, taskId);
  });
});
