import { describe, expect, it } from "vitest";
import { assistantStepContent, modelMessages, toolStepContent, trajectoryOf, unansweredToolCalls } from "@/lib/backend/agents/trajectory";

/** The trajectory is the agent's memory: what a resumed run rebuilds and which tool calls it still owes. */
const turn = (id: string, ...calls: [string, string][]) =>
  ({
    content: assistantStepContent({
      text: `turn ${id}`,
      reasoning: id === "1" ? "thinking first" : "",
      toolCalls: calls.map(([callId, name]) => ({ id: callId, name, input: { todos: [{ content: "a", status: "pending" }] } })),
    }),
  }) as const;
const result = (callId: string, name: string, content = `${name} done`) => ({ content: toolStepContent({ callId, name, content }) });

describe("trajectory steps", () => {
  it("are stored in the contract's message shape", () => {
    expect(JSON.parse(turn("1", ["c1", "todo"]).content)).toEqual({
      type: "trajectory",
      payload: {
        messages: [
          {
            role: "assistant",
            content: "turn 1",
            reasoning_content: "thinking first",
            tool_calls: [{ id: "c1", type: "function", function: { name: "todo", arguments: '{"todos":[{"content":"a","status":"pending"}]}' } }],
          },
        ],
      },
    });
    expect(JSON.parse(toolStepContent({ callId: "c1", name: "search_arxiv", content: "3 papers", midOutput: { notes: "n" } }))).toEqual({
      type: "trajectory",
      payload: { messages: [{ role: "tool", name: "search_arxiv", tool_call_id: "c1", content: "3 papers", mid_output: { notes: "n" } }] },
    });
  });
});

describe("modelMessages", () => {
  it("rebuilds the conversation: the request, then each turn with its reasoning, text and calls, then each result", () => {
    const steps = [turn("1", ["c1", "todo"]), result("c1", "todo")];
    expect(modelMessages("survey RAG", trajectoryOf(steps))).toEqual([
      { role: "user", content: "survey RAG" },
      {
        role: "assistant",
        content: [
          { type: "reasoning", text: "thinking first" },
          { type: "text", text: "turn 1" },
          { type: "tool-call", toolCallId: "c1", toolName: "todo", input: { todos: [{ content: "a", status: "pending" }] } },
        ],
      },
      { role: "tool", content: [{ type: "tool-result", toolCallId: "c1", toolName: "todo", output: { type: "text", value: "todo done" } }] },
    ]);
  });

  it("skips steps that are not trajectories or not JSON", () => {
    expect(modelMessages("q", trajectoryOf([{ content: "not json" }, { content: '{"type":"notebook","payload":{"notebooks":[]}}' }]))).toEqual([
      { role: "user", content: "q" },
    ]);
  });
});

describe("unansweredToolCalls", () => {
  it("is empty when every call of the last turn has its result", () => {
    expect(unansweredToolCalls(trajectoryOf([turn("1", ["c1", "todo"]), result("c1", "todo")]))).toEqual([]);
  });

  it("lists only the calls of the last turn still without a result, in order", () => {
    const steps = [turn("1", ["c1", "todo"]), result("c1", "todo"), turn("2", ["c2", "todo"], ["c3", "finish_task"], ["c4", "todo"]), result("c2", "todo")];
    expect(unansweredToolCalls(trajectoryOf(steps)).map((call) => call.id)).toEqual(["c3", "c4"]);
  });

  it("is empty for a new task and for a last turn without calls", () => {
    expect(unansweredToolCalls([])).toEqual([]);
    expect(unansweredToolCalls(trajectoryOf([turn("1")]))).toEqual([]);
  });
});
