import { expect } from "vitest";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import type { ToolTrajectoryMessage } from "@/lib/contract/entities/trajectory";
import type { Script } from "../../fixtures/fake-llm";
import { type ChatSetup, createChatSetup, createSession } from "../chat/chat-support";
import { get, post } from "../support/accounts";
import type { TestBackend } from "../support/test-backend";

/** Task tests' setup: the chat setup (fake model, two users) with the task queue polled often. */
export type TaskSetup = ChatSetup;

export function createTaskSetup(script: Script, env: Record<string, string> = {}): Promise<TaskSetup> {
  return createChatSetup(script, { TASK_POLL_SECONDS: "0.5", ...env });
}

export type TaskBody = { agentName: string; chatSessionId: string; query: string; [key: string]: unknown };

export function createTask(backend: TestBackend, token: string | undefined, body: TaskBody) {
  return post<{ taskId: string; status: string; agentName: string }>(backend, "/task/create_task", body, { token });
}

export function getTask(backend: TestBackend, token: string | undefined, taskId: string, after?: string) {
  const query = new URLSearchParams({ taskId, timestamp: String(Date.now()), ...(after === undefined ? {} : { after }) });
  return get<Task>(backend, `/task/get_task?${query}`, { token });
}

export function cancelTask(backend: TestBackend, token: string | undefined, taskId: string) {
  return post(backend, `/task/cancel/${encodeURIComponent(taskId)}`, undefined, { token });
}

/** A session of `token`'s with one task of `agentName` started; answers the task id. */
export async function startTask(setup: TaskSetup, token: string, agentName = "Deep Search Agent", query = "survey retrieval-augmented generation") {
  const chatSessionId = await createSession(setup.backend, token, query);
  const answer = await createTask(setup.backend, token, { agentName, chatSessionId, query });
  expect(answer.body.code, answer.text).toBe(0);
  return { taskId: answer.body.result?.taskId ?? "", chatSessionId };
}

/** Polls until `done` holds for the task (or fails the test after `timeoutMs`). */
export async function waitForTask(backend: TestBackend, token: string, taskId: string, done: (task: Task) => boolean, timeoutMs = 15_000): Promise<Task> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await getTask(backend, token, taskId);
    const task = answer.body.result;
    if (task && done(task)) return task;
    if (Date.now() > until) throw new Error(`task ${taskId} did not get there in ${timeoutMs} ms; last answer: ${answer.text.slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every tool result a task stored, in order: what an agent test reads its tools' answers from. */
export function toolMessages(task: Task): ToolTrajectoryMessage[] {
  return (task.steps ?? []).flatMap((step) => {
    const parsed = parseStepContent(step.content);
    if (!parsed.ok || parsed.value.type !== "trajectory") return [];
    return (parsed.value.payload.messages ?? []).flatMap((message) => (message.role === "tool" ? [message] : []));
  });
}
