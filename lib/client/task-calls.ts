/**
 * The task calls the chat makes (spec §7): start an agent's task and terminate it. create_task arrives with the
 * task-engine issue; until then it fails and its error is shown like any other failed call.
 */
import { type AgentId, agents } from "@/lib/contract/agents";
import { taskCalls } from "@/lib/contract/calls/task";
import { modelOverrideByAgent } from "@/lib/contract/constants";
import type { TaskCreated, TaskCreationPayload } from "@/lib/contract/entities/task";
import { apiRequest } from "./api";

export type StartAgentTask = {
  agent: AgentId;
  chatSessionId: string;
  query: string;
  fileIds?: readonly string[];
};

/** The create_task body: the agent's contract name, GPU always requested, the §7 model override per agent. */
export function taskCreationPayload({ agent, chatSessionId, query, fileIds = [] }: StartAgentTask): TaskCreationPayload {
  return {
    agentName: agents[agent].primaryName,
    chatSessionId,
    query,
    queryContent: query,
    enableGpu: true,
    fileIds: [...fileIds],
    model_override: modelOverrideByAgent[agent] ?? null,
  };
}

export async function startAgentTask(input: StartAgentTask): Promise<TaskCreated> {
  const call = taskCalls["task.createTask"];
  return apiRequest(call.path, { method: call.method, body: taskCreationPayload(input), schema: call.result });
}

export async function cancelTask(taskId: string): Promise<void> {
  await apiRequest(`/task/cancel/${encodeURIComponent(taskId)}`, { method: taskCalls["task.cancel"].method });
}
