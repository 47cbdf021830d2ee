import "server-only";
import type { ChatStreamQuery } from "@/lib/contract";
import { agentDisplayName } from "@/lib/contract/agents";
import type { ChatCompletionsMessage } from "../../llm/chat-completions";
import type { ChatMessageRow } from "./chat-messages";

/**
 * What the chat model is told: who it is, when to hand over to which agent (one tool each, see agent-tools.ts),
 * and the session so far. The stored history is role-free (spec §3), so it is turned back into turns here.
 */
const coScientistPrompt = `You are a research co-scientist: a careful, knowledgeable research assistant for scientists and engineers. You help them think through research questions, explain concepts and papers, and plan their work. Be precise and concise, say when you are unsure, and never invent citations or results.

You work with five specialised agents, each started with one tool:
- deep_survey (Deep Survey): an in-depth literature review with sources — surveys, related work, state of the art, comparing existing methods.
- idea_spark (Idea Spark): novel research ideas, explored as an idea tree.
- method_design (Method Design): turns an idea into a concrete method and experiment plan with a final report.
- auto_experiment (Auto Experiment): writes, trains and tests machine-learning code, or reproduces a paper's results.
- jupyter_notebook (Jupyter Notebook): data analysis, statistics and plots in a notebook.

Answer simple questions, clarifications and short explanations yourself, directly, without any tool. When the request needs one of the agents' long-running work, reply with one or two sentences saying what you are handing over and why, then make exactly one tool call: the agent that fits best, with a self-contained sub-task query in the user's language that includes the context from this conversation the agent will need. Never call more than one tool, and never call a tool just to answer a question you can answer yourself.`;

const continueNote = `The latest step in this conversation handed work to an agent, and the agent's work is under way (or has just finished); its results appear in the user's canvas, not in this conversation. Answer the user's new message in that light: do not start the same agent again for the same work unless the user asks for it, and hand over to a different agent only when the new message clearly needs it.`;

/** A turn of the conversation: the chat history is plain text both ways. */
export type PromptMessage = ChatCompletionsMessage;

export function chatSystemPrompt(chatStatus: ChatStreamQuery["chatStatus"]): string {
  return chatStatus === "continue" ? `${coScientistPrompt}\n\n${continueNote}` : coScientistPrompt;
}

/**
 * The session as model turns: a chat row is the user's query and, once there is one, the assistant's reply; a task
 * row becomes an assistant note saying which agent was started on what, so the model knows the work is delegated.
 */
export function conversationFrom(rows: readonly ChatMessageRow[], charBudget = HISTORY_CHAR_BUDGET): PromptMessage[] {
  const messages: PromptMessage[] = [];
  for (const row of rows) {
    if (row.type === "task") {
      const agent = row.agentName ? `${agentDisplayName(row.agentName)} (${row.agentName})` : "an agent";
      const subTask = row.result ?? row.query;
      messages.push({ role: "assistant", content: `[I started ${agent} on the sub-task: "${subTask}". Task status: ${row.status}.]` });
      continue;
    }
    messages.push({ role: "user", content: row.query });
    if (row.result) messages.push({ role: "assistant", content: row.result });
  }
  return withinBudget(messages, charBudget);
}

/**
 * Long sessions keep their most recent turns only, so small local models (a few thousand tokens of context) still
 * get a request they accept. About 4 characters per token: the default keeps roughly the last 15k tokens.
 */
export const HISTORY_CHAR_BUDGET = 60_000;

function withinBudget(messages: PromptMessage[], charBudget: number): PromptMessage[] {
  let total = messages.reduce((sum, message) => sum + lengthOf(message), 0);
  let start = 0;
  // The newest message (the user's question) always stays, however long it is.
  while (total > charBudget && start < messages.length - 1) {
    total -= lengthOf(messages[start]);
    start += 1;
  }
  // Some providers refuse a conversation that opens with the assistant: start at a user turn.
  while (start < messages.length - 1 && messages[start]?.role !== "user") start += 1;
  return messages.slice(start);
}

function lengthOf(message: PromptMessage | undefined): number {
  return message?.content.length ?? 0;
}
