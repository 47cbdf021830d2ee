import "server-only";
import type { ModelMessage } from "ai";
import type { NotebookContent } from "@/lib/contract/entities/notebook";
import { encodeStepContent, parseStepContent, type Project, type ShellLog, type TaskStep } from "@/lib/contract/entities/task";
import type { AssistantTrajectoryMessage, MidOutput, ToolTrajectoryMessage, TrajectoryMessage } from "@/lib/contract/entities/trajectory";

/**
 * The trajectory is the agent's memory (DESIGN §5): every model turn and every tool result is a persisted step in
 * the contract's message shape, and the model's conversation is rebuilt from those steps alone. That is what lets a
 * task interrupted by a restart resume where it stopped, without repeating a tool call that already has a result.
 */
export type ToolCallRecord = { id: string; name: string; input: unknown };

export type AssistantTurn = { text: string; reasoning: string; toolCalls: readonly ToolCallRecord[] };

export type ToolResultRecord = { callId: string; name: string; content: string; midOutput?: MidOutput };

export function assistantStepContent(turn: AssistantTurn): string {
  const message: AssistantTrajectoryMessage = {
    role: "assistant",
    content: turn.text === "" ? null : turn.text,
    reasoning_content: turn.reasoning === "" ? null : turn.reasoning,
    tool_calls: turn.toolCalls.map((call) => ({
      id: call.id,
      type: "function",
      function: { name: call.name, arguments: JSON.stringify(call.input ?? {}) },
    })),
  };
  return encodeStepContent({ type: "trajectory", payload: { messages: [message] } });
}

export function toolStepContent(result: ToolResultRecord): string {
  const message: ToolTrajectoryMessage = {
    role: "tool",
    name: result.name,
    tool_call_id: result.callId,
    content: result.content,
    ...(result.midOutput ? { mid_output: result.midOutput } : {}),
  };
  return encodeStepContent({ type: "trajectory", payload: { messages: [message] } });
}

/** A `notebook` step: the notebook versions saved so far, oldest first (spec §3 "Notebook content"). */
export function notebookStepContent(notebook: NotebookContent): string {
  return encodeStepContent({ type: "notebook", payload: notebook });
}

/** A step of shell output (spec §3 "shell log"): a trajectory step with no messages, so the model never reads it. */
export function shellStepContent(logs: readonly ShellLog[]): string {
  return encodeStepContent({ type: "trajectory", payload: { shell: [...logs] } });
}

/** A `project` step: every project version snapshotted so far, oldest first (spec §3 "Project"). */
export function projectStepContent(project: Project): string {
  return encodeStepContent({ type: "trajectory", payload: { project } });
}

/** The trajectory messages of stored steps, in order; notebook, shell and project steps carry none. */
export function trajectoryOf(steps: readonly Pick<TaskStep, "content">[]): TrajectoryMessage[] {
  return steps.flatMap((step) => {
    const parsed = parseStepContent(step.content);
    if (!parsed.ok || parsed.value.type !== "trajectory") return [];
    return parsed.value.payload.messages ?? [];
  });
}

function parseArguments(args: string | Record<string, unknown>): unknown {
  if (typeof args !== "string") return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return {};
  }
}

/** The model conversation for the next turn: the task's request, then every persisted turn and result. */
export function modelMessages(request: string, trajectory: readonly TrajectoryMessage[]): ModelMessage[] {
  const names = new Map<string, string>();
  const messages: ModelMessage[] = [{ role: "user", content: request }];
  for (const message of trajectory) {
    if (message.role === "user") {
      messages.push({ role: "user", content: message.content });
    } else if (message.role === "assistant") {
      const reasoning = message.reasoning_content ?? message.reasoning ?? "";
      const calls = (message.tool_calls ?? []).map((call, index) => {
        const toolCallId = call.id ?? `call_${messages.length}_${index}`;
        names.set(toolCallId, call.function.name);
        return { type: "tool-call" as const, toolCallId, toolName: call.function.name, input: parseArguments(call.function.arguments) };
      });
      messages.push({
        role: "assistant",
        content: [
          ...(reasoning ? [{ type: "reasoning" as const, text: reasoning }] : []),
          ...(message.content ? [{ type: "text" as const, text: message.content }] : []),
          ...calls,
        ],
      });
    } else {
      const toolCallId = message.tool_call_id ?? "";
      messages.push({
        role: "tool",
        content: [
          { type: "tool-result", toolCallId, toolName: names.get(toolCallId) ?? message.name, output: { type: "text", value: message.content ?? "" } },
        ],
      });
    }
  }
  return messages;
}

/** Tool calls of the last model turn that have no persisted result yet: the only ones a resumed run executes. */
export function unansweredToolCalls(trajectory: readonly TrajectoryMessage[]): ToolCallRecord[] {
  const lastTurn = trajectory.findLastIndex((message) => message.role === "assistant");
  if (lastTurn < 0) return [];
  const turn = trajectory[lastTurn] as AssistantTrajectoryMessage;
  const answered = new Set(
    trajectory.slice(lastTurn + 1).flatMap((message) => (message.role === "tool" && message.tool_call_id ? [message.tool_call_id] : [])),
  );
  return (turn.tool_calls ?? [])
    .filter((call) => call.id == null || !answered.has(call.id))
    .map((call, index) => ({ id: call.id ?? `call_${lastTurn}_${index}`, name: call.function.name, input: parseArguments(call.function.arguments) }));
}
