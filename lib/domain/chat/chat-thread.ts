/**
 * The session page's messages (spec §2 "Chat session page", §3 "Chat message", §4 "Chat flow"): what the stored
 * history turns into, when the chat is locked, which stream mode the next send uses, and what the header says.
 */
import { type AgentId, agentDisplayName, agentList, agents, canonicalAgent } from "@/lib/contract/agents";
import type { ChatResponseData } from "@/lib/contract/chat-events";
import type { HistoryMessage, MessageType } from "@/lib/contract/entities/chat";
import { taskOutcome } from "@/lib/domain/task/task-outcome";
import type { TaskProgress } from "@/lib/domain/task/task-progress";

/**
 * A task message's life: `starting` while create_task is in flight (or its GPU run awaits confirmation),
 * `unstarted` when it could not be created, `cancelled` when the user declined its GPU run, `terminated` once the
 * user stopped it.
 */
export type ThreadTaskStatus = "starting" | "unstarted" | "cancelled" | "processing" | "finish" | "error" | "terminated";
export type ThreadReplyStatus = "streaming" | "finish" | "error";

type Base<T extends MessageType> = { id: string; messageType: T };
export type UserTextMessage = Base<"Common"> & { isMachine: false; text: string };
export type ReplyMessage = Base<"Sse"> & {
  isMachine: true;
  text: string;
  status: ThreadReplyStatus;
  reasoning?: string;
  /** Why the server refused the reply (e.g. no model configured), when sending again would not help. */
  failure?: string;
};
export type TaskMessage = Base<"Task"> & {
  isMachine: true;
  agentName: string;
  query: string;
  taskId?: string;
  status: ThreadTaskStatus;
  /** Why the server refused to start the task (e.g. no model configured), when sending again would not help. */
  failure?: string;
};
export type LogicMessage = Base<"Logic"> & { isMachine: true; text: string };
export type ThreadMessage = UserTextMessage | ReplyMessage | TaskMessage | LogicMessage;

export type ChatStatus = "init" | "continue";

export const InputHeader = { working: "the product is working", awaiting: "Awaiting your response" } as const;

export function userMessage(id: string, text: string): UserTextMessage {
  return { id, messageType: "Common", isMachine: false, text };
}

/** The text of a message sent to an agent: '@Deep Survey …', which the list shows with an agent chip. */
export function agentMessageText(agent: AgentId, query: string): string {
  return `@${agents[agent].displayName} ${query}`;
}

// Longest names first, so a display name that starts another can never win by accident.
const prefixAgents = [...agentList].sort((a, b) => b.displayName.length - a.displayName.length);

/** Splits '@Idea Spark rest' into the agent and the rest; text that does not start with an agent name has none. */
export function splitAgentPrefix(text: string): { agent: AgentId | undefined; rest: string } {
  if (!text.startsWith("@")) return { agent: undefined, rest: text };
  for (const agent of prefixAgents) {
    const prefix = `@${agent.displayName}`;
    const after = text.slice(prefix.length);
    if (text.startsWith(prefix) && (after === "" || /^\s/.test(after))) return { agent: agent.id, rest: after.trimStart() };
  }
  return { agent: undefined, rest: text };
}

function resultTypeOf(row: HistoryMessage): string | undefined {
  const ext = row.extInfo;
  if (typeof ext === "string") {
    try {
      const parsed: unknown = JSON.parse(ext);
      if (typeof parsed === "object" && parsed !== null && "chatResultType" in parsed && typeof parsed.chatResultType === "string") {
        return parsed.chatResultType;
      }
    } catch {
      // Free text from an upstream: no result type.
    }
    return undefined;
  }
  return ext?.chatResultType ?? undefined;
}

function taskStatusOf(row: HistoryMessage): ThreadTaskStatus {
  const status = row.status;
  if (status === "finish" || status === "error") return status;
  // A task row the task engine never picked up (no task id) cannot progress, lock the chat or be terminated.
  return row.taskId ? "processing" : "unstarted";
}

/**
 * Stored history → messages. A chat row is the user's text and the reply (or a logic message); a task row right
 * after a chat row is that reply's hand-over, otherwise the user picked the agent, so their '@Agent' text shows too.
 */
export function threadFromHistory(rows: readonly HistoryMessage[], idOf: (row: HistoryMessage, index: number) => string): ThreadMessage[] {
  const thread: ThreadMessage[] = [];
  rows.forEach((row, index) => {
    const id = idOf(row, index);
    const query = row.query?.trim() ?? "";
    if (row.type === "task") {
      const agentName = row.agentName ?? "";
      const handOver = rows[index - 1]?.type === "chat";
      if (!handOver && query !== "") {
        const agent = canonicalAgent(agentName);
        thread.push(userMessage(`${id}:q`, agent ? agentMessageText(agent, query) : query));
      }
      const taskId = row.taskId == null ? undefined : String(row.taskId);
      thread.push({ id, messageType: "Task", isMachine: true, agentName, query, taskId, status: taskStatusOf(row) });
      return;
    }
    if (query !== "") thread.push(userMessage(`${id}:q`, row.query ?? ""));
    const text = row.result ?? "";
    if (resultTypeOf(row) === "logic") {
      if (text !== "") thread.push({ id, messageType: "Logic", isMachine: true, text });
      return;
    }
    const status: ThreadReplyStatus = row.status === "error" ? "error" : row.status === "processing" ? "streaming" : "finish";
    const reasoning = row.reasoning_content ? { reasoning: row.reasoning_content } : {};
    if (text !== "" || status !== "streaming") thread.push({ id, messageType: "Sse", isMachine: true, text, status, ...reasoning });
  });
  return thread;
}

/** Spec §4: init for a new session, continue when the last message is a task. */
export function chatStatusFor(thread: readonly ThreadMessage[]): ChatStatus {
  return thread.at(-1)?.messageType === "Task" ? "continue" : "init";
}

/** The task that locks the chat: the last message, while its agent is being started or works. */
export function workingTask(thread: readonly ThreadMessage[]): TaskMessage | undefined {
  const last = thread.at(-1);
  return last?.messageType === "Task" && (last.status === "starting" || last.status === "processing") ? last : undefined;
}

/** The task the terminate popup stops: the last message's, once it has a task id. */
export function terminableTaskId(thread: readonly ThreadMessage[]): string | undefined {
  const task = workingTask(thread);
  return task?.status === "processing" ? task.taskId : undefined;
}

export function inputHeader(busy: boolean): string {
  return busy ? InputHeader.working : InputHeader.awaiting;
}

export const METHOD_DESIGN_BUSY_MESSAGE = "the product is working, please wait for a moment";

/**
 * Sending while an agent works (spec §4): a Method Design request only gets a 'please wait' notice, anything else
 * opens the terminate popup; while the task is still being created there is nothing to terminate yet.
 */
export function lockedSendAction(thread: readonly ThreadMessage[], agent: AgentId | null): "notice" | "terminate" | "wait" {
  if (agent === "methodDesign") return "notice";
  return terminableTaskId(thread) ? "terminate" : "wait";
}

/** The tip bar's next step after a finished task: ideas after a survey, an experiment after a method design. */
const nextAgentAfter: Partial<Record<AgentId, AgentId>> = { deepSurvey: "ideaSpark", methodDesign: "autoExperiment" };

/**
 * What the tip bar needs to know of a task: whether it has answered yet, whether the session had data before it, and
 * its steps.
 */
export type TipBarTask = Pick<TaskProgress, "loaded" | "hasPreData" | "steps">;

/**
 * The tip bar's offer. `awaitingTask`: the offer after a finished Deep Survey depends on its task's data, which a
 * page just opened has not read yet; the bar's room is kept meanwhile, so that its arrival moves nothing.
 */
export type TipBarOffer = { agent: AgentId; awaitingTask: boolean };

/**
 * Spec §4 "Task states": the idea tip follows a finished Deep Survey only when the task had earlier data and asked no
 * clarification (a survey that ended with a question has nothing to build ideas on yet).
 */
export function tipBarOffer(thread: readonly ThreadMessage[], tasks: Readonly<Record<string, TipBarTask>> = {}): TipBarOffer | undefined {
  const last = thread.at(-1);
  if (last?.messageType !== "Task" || last.status !== "finish") return undefined;
  const agent = canonicalAgent(last.agentName);
  const next = agent ? nextAgentAfter[agent] : undefined;
  if (!next) return undefined;
  if (agent === "deepSurvey") {
    // A task with no id is never read; one with an id is followed as soon as the page has its history.
    if (last.taskId === undefined) return undefined;
    const task = tasks[last.taskId];
    if (!task?.loaded) return { agent: next, awaitingTask: true };
    if (!task.hasPreData || taskOutcome(task.steps).clarification !== undefined) return undefined;
  }
  return { agent: next, awaitingTask: false };
}

export type HandOver = { agent: AgentId; agentName: string; displayName: string; query: string };

function argumentsQuery(args: string | Record<string, unknown>): string {
  let value: unknown = args;
  if (typeof args === "string") {
    try {
      value = JSON.parse(args);
    } catch {
      return "";
    }
  }
  return typeof value === "object" && value !== null && "query" in value && typeof value.query === "string" ? value.query : "";
}

/** The agents a reply hands over to (spec §4 "Chat flow"): tool calls naming a known agent. */
export function handOversIn(response: ChatResponseData): HandOver[] {
  return response.messages.flatMap((message) =>
    (message.tool_calls ?? []).flatMap((call) => {
      const agent = canonicalAgent(call.function.name);
      if (!agent) return [];
      const query = argumentsQuery(call.function.arguments);
      return [{ agent, agentName: agents[agent].primaryName, displayName: agentDisplayName(agent), query }];
    }),
  );
}
