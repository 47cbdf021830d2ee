import { z } from "zod";
import { type AgentDefinition, defineTool } from "@/lib/backend/agents/definition";
import { countToolResults, isTaskRequest, taskTurn, type ChatCompletionRequest, type Turn } from "../../fixtures/fake-llm";

/**
 * A test-only tool for the code-running agents, until their own tools land: it starts two sleeping processes in the
 * task's sandbox through context.sandbox() and waits for them, ignoring the run's signal on purpose — so only the
 * runner stopping the task's sandbox can make it return, which is what the lifecycle tests check.
 */
export const SLEEPING_TOOL = "start_sleeping_processes";

const sleepingTool = defineTool({
  description: "Starts two sleeping processes in the sandbox and waits for them to end.",
  input: z.object({}),
  async execute(_input, context) {
    const sandbox = await context.sandbox();
    const result = await sandbox.run("sleep 100 & sleep 100; wait").done;
    return { content: `The processes ended: ${JSON.stringify(result)}` };
  },
});

export function withSleepingTool(definition: AgentDefinition | undefined): AgentDefinition | undefined {
  if (!definition?.needsSandbox) return definition;
  // Without the agent's own opening call (the Notebook agent loads the user's files first): the sleeping call is the run.
  return { ...definition, openingCall: undefined, tools: { ...definition.tools, [SLEEPING_TOOL]: sleepingTool } };
}

/** The fake model: an agent offered the sleeping tool calls it first; any other task runs the scripted plan. */
export function sleepingScript(request: ChatCompletionRequest): Turn {
  const offered = (request.tools ?? []).some((tool) => tool.function.name === SLEEPING_TOOL);
  if (!offered) return isTaskRequest(request) ? taskTurn(request) : { text: "chat" };
  if (countToolResults(request) === 0) return { toolCalls: [{ name: SLEEPING_TOOL, arguments: {} }] };
  return { status: 500, error: "fake-llm: the sleeping run should have been stopped before its next turn" };
}
