/**
 * Trajectory → display messages (spec §3 "Display message"), what the canvas Process view shows. One display
 * message is one assistant turn: its thinking, its text, then the results of the tools it called, in the order it
 * called them — the order the streaming display reveals them in (spec §4). A tool result that answers no call on
 * record (some upstreams send only tool messages) is a display message of its own.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import type { ToolCall, ToolTrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { endingTools } from "./task-outcome";
import { toolLabel } from "./tool-labels";
import { stepMessages, thinkingOf, toolCallText } from "./trajectory-steps";

/** Tools whose results are program text or console output, shown monospaced under a collapse cover. */
const codeOutputTools: readonly string[] = ["run_shell", "execute_cell", "write_file", "read_file"];

export type ResultBlock = {
  isMarkdown: boolean;
  isCode: boolean;
  content: string;
  headerText: string;
  /** Parallel calls of one tool share the first call's header. */
  showHeader: boolean;
  toolName: string;
  /** The call this block answers; undefined for a result that answers no call on record. */
  callId: string | undefined;
  /** The tool was called but its result has not arrived. */
  pending: boolean;
};

export type DisplayMessage = {
  id: string;
  roleName: "assistant" | "tool";
  thinkContent: string;
  content: string;
  resultContent: readonly ResultBlock[];
  /** Nothing more will be added: every tool it called has answered. */
  isEnd: boolean;
};

function resultBlock(toolName: string, content: string, callId: string | undefined, pending: boolean, showHeader = true): ResultBlock {
  return {
    isMarkdown: endingTools.includes(toolName),
    isCode: codeOutputTools.includes(toolName),
    content,
    headerText: toolLabel(toolName),
    showHeader,
    toolName,
    callId,
    pending,
  };
}

function pendingBlocks(calls: readonly ToolCall[], messageId: string): ResultBlock[] {
  return calls.map((call, index) => {
    const sameAsPrevious = calls[index - 1]?.function.name === call.function.name;
    // A call without an id is answered by the first result of its tool that names no call.
    return resultBlock(call.function.name, "", call.id ?? `${messageId}:${index}`, true, !sameAsPrevious);
  });
}

function answers(block: ResultBlock, tool: ToolTrajectoryMessage): boolean {
  if (!block.pending) return false;
  return tool.tool_call_id ? block.callId === tool.tool_call_id : block.toolName === tool.name;
}

/** Puts a tool result into the turn that called it; returns false when no turn is waiting for it. */
function answerCall(messages: DisplayMessage[], tool: ToolTrajectoryMessage): boolean {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const turn = messages[i];
    const slot = turn?.resultContent.findIndex((block) => answers(block, tool)) ?? -1;
    if (!turn || slot < 0) continue;
    const resultContent = turn.resultContent.map((block, index) =>
      index === slot ? { ...block, content: tool.content ?? "", pending: false } : block,
    );
    messages[i] = { ...turn, resultContent, isEnd: resultContent.every((block) => !block.pending) };
    return true;
  }
  return false;
}

/**
 * Adds the display messages of further steps. Untouched messages keep their identity, so a view can tell which
 * ones changed. `firstPosition` is the position of `steps[0]` among all steps (it names steps without an id).
 */
export function appendDisplayMessages(messages: readonly DisplayMessage[], steps: readonly TaskStep[], firstPosition = 0): DisplayMessage[] {
  const next = [...messages];
  for (const { stepId, index, message } of stepMessages(steps, firstPosition)) {
    const id = index === 0 ? stepId : `${stepId}:${index}`;
    if (message.role === "assistant") {
      const calls = message.tool_calls ?? [];
      next.push({
        id,
        roleName: "assistant",
        thinkContent: thinkingOf(message),
        content: message.content ?? "",
        resultContent: pendingBlocks(calls, id),
        isEnd: calls.length === 0,
      });
    } else if (message.role === "tool" && !answerCall(next, message)) {
      next.push({
        id,
        roleName: "tool",
        thinkContent: "",
        content: "",
        resultContent: [resultBlock(message.name, message.content ?? "", message.tool_call_id ?? undefined, false)],
        isEnd: true,
      });
    }
    // The user's own messages are in the chat column already.
  }
  return next;
}

export function displayMessages(steps: readonly TaskStep[]): DisplayMessage[] {
  return appendDisplayMessages([], steps);
}

/**
 * The task message's numbered step paragraphs for agents that keep no todo list (spec §2): one per tool call,
 * its progress label and, when the call has one, what it searched for or asked.
 */
export function stepParagraphs(steps: readonly TaskStep[]): string[] {
  const calls = stepMessages(steps).flatMap(({ message }) => (message.role === "assistant" ? (message.tool_calls ?? []) : []));
  return calls.map((call, index) => {
    const detail = toolCallText(call, "query") ?? toolCallText(call, "question");
    return `${index + 1}. ${toolLabel(call.function.name)}${detail?.trim() ? `: ${detail.trim()}` : ""}`;
  });
}
