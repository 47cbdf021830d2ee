import "server-only";
import { z } from "zod";
import { todoStatuses } from "@/lib/contract/entities/trajectory";
import { ToolName } from "@/lib/contract/tool-names";
import { defineTool } from "./definition";

/**
 * Tools every agent shares (issue "Task engine"): the todo list, asking the user, and the finish tools whose
 * results end a run exactly as spec §4 "Task states" describes. A finish tool's result content is the finish text
 * the canvas shows as the final report.
 */
const todoTool = defineTool({
  description:
    "Write your plan as a todo list. Call it first with every step pending, then again whenever a step starts (in_progress), completes (completed) or is dropped (deprecated). Always send the whole list.",
  input: z.object({
    todos: z
      .array(z.object({ content: z.string().min(1), status: z.enum(todoStatuses) }))
      .min(1)
      .describe("The whole todo list, in order."),
  }),
  execute: ({ todos }) => {
    const kept = todos.filter((todo) => todo.status !== "deprecated");
    const done = kept.filter((todo) => todo.status === "completed").length;
    return { content: `Todo list updated: ${done}/${kept.length} completed.` };
  },
});

const askForUserClarificationTool = defineTool({
  description:
    "Ask the user a question when the request is too ambiguous to do well. The run stops until the user answers in the chat.",
  input: z.object({ question: z.string().min(1).describe("The question, with the options you see if there are any.") }),
  execute: ({ question }) => ({ content: question, ends: "clarify" }),
});

/** The plain finish tool, for an agent whose result is a Markdown summary (the others finish with their own). */
/** The todo list and the question to the user: every agent has both. */
export const sharedTools = { [ToolName.todo]: todoTool, [ToolName.clarification]: askForUserClarificationTool } as const;
