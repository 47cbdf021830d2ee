/**
 * The tool names the contract gives a meaning to (spec §3 Todo item, §4 "Task states"): the todo list, the question
 * to the user, and the finish tools. The agents offer tools under these names and the pages read steps by them.
 */
export const ToolName = {
  todo: "todo",
  clarification: "ask_for_user_clarification",
  finishDeepSearch: "finish_deep_search",
  finishProposal: "finish_proposal",
  finishTask: "finish_task",
  implementSuccess: "implement_success",
  implementFailed: "implement_failed",
} as const;
