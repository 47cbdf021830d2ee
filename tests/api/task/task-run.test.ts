import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStepContent } from "@/lib/contract/entities/task";
import { isTaskRequest, TASK_REPORT, TASK_SCRIPT_STEPS, taskTurn } from "../../fixtures/fake-llm";
import { messageList } from "../chat/chat-support";
import { createTaskSetup, startTask, type TaskSetup, waitForTask } from "./task-support";

let setup: TaskSetup;
beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request) : { text: "chat" }));
});
afterAll(() => setup.dispose());

describe("a task run", () => {
  it("appends every model turn and tool result as a trajectory step, in order, and finishes with the report", async () => {
    const { taskId, chatSessionId } = await startTask(setup, setup.owner);
    const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
    expect(task.status).toBe("finish");
    expect(task.errorCode ?? null).toBeNull();
    const steps = task.steps ?? [];
    expect(steps.map((step) => step.id)).toEqual(Array.from({ length: TASK_SCRIPT_STEPS }, (_, i) => String(i + 1)));
    const messages = steps.map((step) => {
      const parsed = parseStepContent(step.content);
      if (!parsed.ok || parsed.value.type !== "trajectory") throw new Error(`step ${step.id} is not a trajectory`);
      const [message] = parsed.value.payload.messages ?? [];
      if (!message) throw new Error(`step ${step.id} has no message`);
      return message;
    });
    expect(messages.map((m) => (m.role === "tool" ? `tool:${m.name}` : m.role))).toEqual([
      "assistant",
      "tool:todo",
      "assistant",
      "tool:todo",
      "assistant",
      "tool:todo",
      "assistant",
      "tool:todo",
      "tool:finish_deep_search",
    ]);
    expect(steps.at(-1)?.name).toBe("finish_deep_search");
    const first = messages[0];
    expect(first?.role === "assistant" && first.reasoning_content).toBe("The request needs a plan first.");
    expect(first?.role === "assistant" && first.tool_calls?.[0]?.function.name).toBe("todo");
    const last = messages.at(-1);
    expect(last?.role === "tool" && last.content).toBe(TASK_REPORT);
    // Every tool result answers the call before it, by id.
    const callIds = messages.flatMap((m) => (m.role === "assistant" ? (m.tool_calls ?? []).map((c) => c.id) : []));
    const resultIds = messages.flatMap((m) => (m.role === "tool" ? [m.tool_call_id] : []));
    expect(resultIds).toEqual(callIds);
    // The session's history shows the task as finished.
    const history = await messageList(setup.backend, setup.owner, chatSessionId);
    expect(history.body.result?.chatSessionMessages.map((m) => [m.type, m.taskId, m.status])).toEqual([["task", taskId, "finish"]]);
  });

  it("sends the model the whole trajectory so far, and never the same conversation twice", async () => {
    const before = setup.fake.requests.length;
    const { taskId } = await startTask(setup, setup.owner);
    await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing");
    const runRequests = setup.fake.requests.slice(before).filter((r) => r.body && isTaskRequest(r.body));
    expect(runRequests.map((r) => r.body?.messages.length)).toEqual([2, 4, 6, 8]);
    expect(runRequests[0]?.body?.messages[0]?.role).toBe("system");
  });
});
