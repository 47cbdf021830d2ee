import { expect } from "vitest";
import type { Task } from "@/lib/contract/entities/task";
import { type Script, startFakeLlm, type FakeLlm } from "../../fixtures/fake-llm";
import { createSession } from "../chat/chat-support";
import { type AccountsBackend, createAccountsBackend, get, post, signUpAndLogin, uniqueEmail } from "../support/accounts";
import type { TestBackend } from "../support/test-backend";

/**
 * Task tests' shared setup: a backend (workers on unless asked otherwise) whose model is the fake OpenAI-compatible
 * server, two signed-up users, and the task calls the chat page makes.
 */
export type TaskSetup = AccountsBackend & { fake: FakeLlm; owner: string; stranger: string; llmEnv: Record<string, string> };

export async function createTaskSetup(script: Script, env: Record<string, string> = {}): Promise<TaskSetup> {
  const fake = await startFakeLlm({ script });
  const llmEnv = { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model" };
  const accounts = await createAccountsBackend({ ...llmEnv, TASK_POLL_SECONDS: "0.5", ...env });
  const owner = await signUpAndLogin(accounts, uniqueEmail("owner"));
  const stranger = await signUpAndLogin(accounts, uniqueEmail("stranger"));
  return {
    ...accounts,
    fake,
    owner,
    stranger,
    llmEnv,
    async dispose() {
      await accounts.dispose();
      await fake.close();
    },
  };
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
