/**
 * The task message's todo list (spec §4 "Todo list"): the agent's latest plan, as the last `todo` tool call wrote it,
 * with the spec's ordering and counting rules applied.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import type { TodoToolArgs } from "@/lib/contract/entities/trajectory";
import { ToolName } from "@/lib/contract/tool-names";
import { stepSchemas } from "./step-schemas";
import { stepMessages, toolCallArguments } from "./trajectory-steps";

export const TodoListTitle = { working: "Todo List", allDone: "Final Todo list completed" } as const;

/** in_process is the other spelling of in_progress (spec §3); deprecated items never reach the list. */
export type TodoEntryStatus = "completed" | "in_progress" | "pending";
export type TodoEntry = { content: string; status: TodoEntryStatus };

export type TodoListView = {
  title: string;
  items: readonly TodoEntry[];
  completed: number;
  /** Deprecated items are not counted. */
  total: number;
  allDone: boolean;
};

type RawTodo = TodoToolArgs["todos"][number];

/** The todos of the last `todo` call whose arguments parse, or undefined when the agent keeps no todo list. */
export function latestTodos(steps: readonly TaskStep[]): RawTodo[] | undefined {
  const messages = stepMessages(steps);
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]?.message;
    if (message?.role !== "assistant") continue;
    const calls = message.tool_calls ?? [];
    for (let j = calls.length - 1; j >= 0; j -= 1) {
      const call = calls[j];
      if (call?.function.name !== ToolName.todo) continue;
      const args = stepSchemas().parseTodoToolArgs(toolCallArguments(call));
      if (args) return args.todos;
    }
  }
  return undefined;
}

function entryStatus(status: RawTodo["status"]): TodoEntryStatus | "deprecated" {
  if (status === "in_process") return "in_progress";
  return status ?? "pending";
}

const orderRank: Record<TodoEntryStatus, number> = { completed: 0, in_progress: 1, pending: 2 };

export function todoListView(todos: readonly RawTodo[]): TodoListView {
  const entries = todos.flatMap((todo): TodoEntry[] => {
    const status = entryStatus(todo.status);
    return status === "deprecated" ? [] : [{ content: todo.content, status }];
  });
  const pendingCount = entries.filter((entry) => entry.status === "pending").length;
  const firstPending = entries.findIndex((entry) => entry.status === "pending");
  const firstPendingEntry = entries[firstPending];
  // An agent that forgot to mark a step as started still shows which one it is working on.
  if (pendingCount > 1 && firstPendingEntry && !entries.some((entry) => entry.status === "in_progress")) {
    entries[firstPending] = { ...firstPendingEntry, status: "in_progress" };
  }
  // Array.prototype.sort is stable, so items keep the agent's order within each status.
  const items = entries.toSorted((a, b) => orderRank[a.status] - orderRank[b.status]);
  const completed = items.filter((item) => item.status === "completed").length;
  const allDone = items.length > 0 && completed === items.length;
  return { title: allDone ? TodoListTitle.allDone : TodoListTitle.working, items, completed, total: items.length, allDone };
}

/** The todo list to show, or undefined for agents that keep none (they show numbered steps instead). */
export function todoListFromSteps(steps: readonly TaskStep[]): TodoListView | undefined {
  const todos = latestTodos(steps);
  return todos === undefined ? undefined : todoListView(todos);
}
