import { describe, expect, it } from "vitest";
import { agentNameForTool, agentTools, handOverQuery } from "@/lib/backend/services/chat/agent-tools";
import type { ChatMessageRow } from "@/lib/backend/services/chat/chat-messages";
import { chatSystemPrompt, conversationFrom } from "@/lib/backend/services/chat/chat-prompt";

let seq = 0;
function row(fields: Partial<ChatMessageRow> & Pick<ChatMessageRow, "type" | "query">): ChatMessageRow {
  seq += 1;
  const at = new Date(0);
  return {
    id: `m${seq}`,
    sessionId: "s1",
    seq,
    result: null,
    agentName: null,
    taskId: null,
    status: "finish",
    extInfo: { chatResultType: fields.type === "task" ? "task" : "text" },
    reasoning: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

describe("the session as model turns", () => {
  it("turns chat rows into user and assistant turns and task rows into an assistant note about the agent", () => {
    const messages = conversationFrom([
      row({ type: "chat", query: "How do people evaluate RAG?", result: "Handing over to Deep Survey." }),
      row({ type: "task", query: "survey RAG metrics", result: "survey RAG metrics", agentName: "Literature Review Agent", status: "processing" }),
      row({ type: "chat", query: "A question that failed", result: null, status: "error" }),
      row({ type: "chat", query: "Anything to read now?", status: "processing" }),
    ]);
    expect(messages).toEqual([
      { role: "user", content: "How do people evaluate RAG?" },
      { role: "assistant", content: "Handing over to Deep Survey." },
      { role: "assistant", content: '[I started Deep Survey (Literature Review Agent) on the sub-task: "survey RAG metrics". Task status: processing.]' },
      { role: "user", content: "A question that failed" },
      { role: "user", content: "Anything to read now?" },
    ]);
  });
});

describe("the system prompt", () => {
  it("presents the co-scientist and the five agents, and asks for exactly one tool call when handing over", () => {
    const prompt = chatSystemPrompt("init");
    expect(prompt).toMatch(/research co-scientist/);
    for (const name of ["deep_survey", "idea_spark", "method_design", "auto_experiment", "jupyter_notebook"]) expect(prompt).toContain(name);
    expect(prompt).toMatch(/exactly one tool call/);
    expect(prompt).not.toMatch(/under way/);
  });

  it("in continue mode adds that the agent's work is under way", () => {
    expect(chatSystemPrompt("continue")).toMatch(/agent's work is under way/);
    expect(chatSystemPrompt("continue").startsWith(chatSystemPrompt("init"))).toBe(true);
  });
});

describe("agent tools", () => {
  it("offers one tool per agent, none of which runs anything (the loop stops at the call)", () => {
    const tools = agentTools();
    expect(Object.keys(tools).sort()).toEqual(["auto_experiment", "deep_survey", "idea_spark", "jupyter_notebook", "method_design"]);
    for (const definition of Object.values(tools)) expect(definition.execute).toBeUndefined();
  });

  it.each([
    ["deep_survey", "Deep Search Agent"],
    ["idea_spark", "Idea Agent"],
    ["method_design", "Proposal Agent"],
    ["auto_experiment", "ML Agent"],
    ["jupyter_notebook", "Notebook Agent"],
    ["web_search", undefined],
    ["toString", undefined],
  ])("tool %s hands over to %s", (tool, agent) => {
    expect(agentNameForTool(tool)).toBe(agent);
  });

  it.each([
    [{ query: "  survey GNNs  " }, "survey GNNs"],
    [{ query: "" }, undefined],
    [{ query: 3 }, undefined],
    [{}, undefined],
    ["survey GNNs", undefined],
  ])("hand-over input %j gives the sub-task %j", (input, query) => {
    expect(handOverQuery(input)).toBe(query);
  });
});

describe("long sessions", () => {
  it("keep their most recent turns within the budget, starting at a user turn, never dropping the question", () => {
    const rows = [
      row({ type: "chat", query: "q1 ".repeat(20), result: "a1 ".repeat(20) }),
      row({ type: "chat", query: "q2", result: "a2 ".repeat(20) }),
      row({ type: "chat", query: "q3", result: "a3" }),
      row({ type: "chat", query: "latest question", status: "processing" }),
    ];
    const kept = conversationFrom(rows, 40);
    expect(kept.map((m) => m.content)).toEqual(["q3", "a3", "latest question"]);
    expect(conversationFrom(rows, 5).map((m) => m.content)).toEqual(["latest question"]);
    expect(conversationFrom(rows).length).toBe(7);
  });
});
