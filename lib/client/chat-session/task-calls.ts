/**
 * The task calls the chat makes (spec §7): start an agent's task, follow it, and terminate it.
 */
import { type AgentId, agents } from "@/lib/contract/agents";
import { modelOverrideByAgent } from "@/lib/contract/constants";
import type { Task, TaskCreated, TaskCreationPayload } from "@/lib/contract/entities/task";
import { callApi } from "../api/call-api";

export type StartAgentTask = {
  agent: AgentId;
  chatSessionId: string;
  query: string;
  /** What the agent works from when it says more than the chat's task line (a hand-off's brief); else the query. */
  queryContent?: string;
  fileIds?: readonly string[];
};

/** The create_task body: the agent's contract name, GPU always requested, the §7 model override per agent. */
export function taskCreationPayload({ agent, chatSessionId, query, queryContent = query, fileIds = [] }: StartAgentTask): TaskCreationPayload {
  return {
    agentName: agents[agent].primaryName,
    chatSessionId,
    query,
    queryContent,
    enableGpu: true,
    fileIds: [...fileIds],
    model_override: modelOverrideByAgent[agent] ?? null,
  };
}

export async function startAgentTask(input: StartAgentTask): Promise<TaskCreated> {
  return callApi("task.createTask", { body: taskCreationPayload(input) });
}

export async function cancelTask(taskId: string): Promise<void> {
  await callApi("task.cancel", { params: { id: taskId } });
}

export type GetTaskQuery = { taskId: string; after?: string };

/**
 * One poll of a task. Silent: a failed poll is told by the poller ('Service is busy' or the disconnect message,
 * spec §8) instead of the generic toast; a 401 or 403 still acts (logout, whitelist notice) inside the api client.
 */
export async function getTask(query: GetTaskQuery, signal?: AbortSignal): Promise<Task> {
  return callApi("task.getTask", { query }, { signal, silent: true });
}
