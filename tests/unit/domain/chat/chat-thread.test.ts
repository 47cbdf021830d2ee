import { describe, expect, it } from "vitest";
import type { HistoryMessage } from "@/lib/contract/entities/chat";
import {
  agentMessageText,
  chatStatusFor,
  handOversIn,
  inputHeader,
  lockedSendAction,
  splitAgentPrefix,
  terminableTaskId,
  threadFromHistory,
  type ThreadMessage,
  tipBarOffer,
  userMessage,
  workingTask,
} from "@/lib/domain/chat/chat-thread";
import { toolUse } from "@/tests/fixtures/task-steps";

// Spec §2-§4: if these fail, a reload shows a different conversation than was had, the chat locks (or does not)
// at the wrong moments, or a reply's hand-over to an agent is lost.
const byIndex = (_row: HistoryMessage, index: number) => `m${index}`;
const chat = (query: string, result: string | null, status = "finish", chatResultType = "text"): HistoryMessage => ({
  type: "chat",
  query,
  result,
  status,
  extInfo: { chatResultType },
});
const task = (agentName: string, query: string, status = "processing", taskId: string | null = "t1"): HistoryMessage => ({
  type: "task",
  query,
  agentName,
  status,
  taskId,
  extInfo: { chatResultType: "task" },
});
const taskMessage = (status: Extract<ThreadMessage, { messageType: "Task" }>["status"], taskId?: string): ThreadMessage => ({
  id: "t",
  messageType: "Task",
  isMachine: true,
  agentName: "Deep Search Agent",
  query: "q",
  taskId,
  status,
});

describe("stored history → messages", () => {
  it("shows a chat row as the user's text and the reply", () => {
    expect(threadFromHistory([chat("Hi", "Hello!")], byIndex)).toEqual([
      { id: "m0:q", messageType: "Common", isMachine: false, text: "Hi" },
      { id: "m0", messageType: "Sse", isMachine: true, text: "Hello!", status: "finish" },
    ]);
  });

  it("keeps a reply's stored reasoning for its Thoughts", () => {
    expect(threadFromHistory([{ ...chat("Hi", "Hello!"), reasoning_content: "Greet back." }], byIndex)[1]).toMatchObject({ reasoning: "Greet back." });
  });

  it.each([
    ["finish", "finish"],
    ["error", "error"],
    ["processing", "streaming"],
  ])("a reply stored as %s shows as %s", (stored, shown) => {
    expect(threadFromHistory([chat("Hi", "partial", stored)], byIndex)[1]).toMatchObject({ status: shown });
  });

  it("shows a hand-over's task after the reply, without repeating the user's text", () => {
    const thread = threadFromHistory([chat("Survey GNNs", ""), task("Deep Search Agent", "GNN survey")], byIndex);
    expect(thread.map((m) => m.messageType)).toEqual(["Common", "Sse", "Task"]);
    expect(thread[2]).toMatchObject({ agentName: "Deep Search Agent", query: "GNN survey", taskId: "t1", status: "processing" });
  });

  it("shows an agent the user picked as their '@Agent' text and the task", () => {
    const thread = threadFromHistory([task("Idea Agent", "new ideas", "finish")], byIndex);
    expect(thread[0]).toMatchObject({ messageType: "Common", text: "@Idea Spark new ideas" });
    expect(thread[1]).toMatchObject({ messageType: "Task", status: "finish" });
  });

  it("treats a processing task without a task id as not started (nothing can progress or be terminated)", () => {
    expect(threadFromHistory([task("Deep Search Agent", "q", "processing", null)], byIndex)[1]).toMatchObject({ status: "unstarted" });
  });

  it("shows a logic row as a logic message, with its result type given as JSON text too", () => {
    const logic = threadFromHistory([chat("", "Which field?", "finish", "logic")], byIndex);
    expect(logic).toEqual([{ id: "m0", messageType: "Logic", isMachine: true, text: "Which field?" }]);
    const asText = { ...chat("", "Which field?"), extInfo: JSON.stringify({ chatResultType: "logic" }) };
    expect(threadFromHistory([asText], byIndex)[0]?.messageType).toBe("Logic");
  });
});

describe("chat state", () => {
  it.each([
    [[], "init"],
    [[userMessage("u", "hi")], "init"],
    [[taskMessage("finish")], "continue"],
    [[taskMessage("finish"), userMessage("u", "hi")], "init"],
  ] as const)("the stream mode after %j is %s", (thread, status) => {
    expect(chatStatusFor(thread)).toBe(status);
  });

  it.each([
    ["starting", undefined, true, undefined, "wait"],
    ["processing", "t9", true, "t9", "terminate"],
    ["processing", undefined, true, undefined, "wait"],
    ["finish", "t9", false, undefined, "terminate"],
    ["error", "t9", false, undefined, "terminate"],
    ["terminated", "t9", false, undefined, "terminate"],
    ["unstarted", undefined, false, undefined, "wait"],
  ] as const)("a %s task (id %s) locks: %s, terminable: %s", (status, taskId, locked, terminable, action) => {
    const thread = [taskMessage(status, taskId)];
    expect(workingTask(thread) !== undefined).toBe(locked);
    expect(terminableTaskId(thread)).toBe(terminable);
    if (locked) expect(lockedSendAction(thread, null)).toBe(action);
    expect(lockedSendAction(thread, "methodDesign")).toBe("notice");
  });

  it("reads 'the product is working' while busy and 'Awaiting your response' otherwise", () => {
    expect(inputHeader(true)).toBe("the product is working");
    expect(inputHeader(false)).toBe("Awaiting your response");
  });

  const withPreData = { t1: { loaded: true, hasPreData: true, steps: [] } };
  it.each([
    ["Deep Search Agent", "finish", "ideaSpark"],
    ["Literature Review Agent", "finish", "ideaSpark"],
    ["Proposal Agent", "finish", "autoExperiment"],
    ["Deep Search Agent", "processing", undefined],
    ["Idea Agent", "finish", undefined],
  ])("after a %s task that is %s, the tip bar offers %s", (agentName, status, offer) => {
    const thread = threadFromHistory([task(agentName, "q", status)], byIndex);
    expect(tipBarOffer(thread, withPreData)?.agent).toBe(offer);
  });

  // Spec §4: the idea tip after a finished Deep Survey needs earlier data and no clarification question.
  it.each([
    ["earlier data, no question", { loaded: true, hasPreData: true, steps: toolUse("finish_deep_search", {}, "# Report") }, "ideaSpark"],
    ["no earlier data", { loaded: true, hasPreData: false, steps: toolUse("finish_deep_search", {}, "# Report") }, undefined],
    ["a clarification asked", { loaded: true, hasPreData: true, steps: toolUse("ask_for_user_clarification", {}, "Which field?") }, undefined],
  ])("a finished Deep Survey with %s → tip %s", (_case, progress, offer) => {
    const thread = threadFromHistory([task("Deep Search Agent", "q", "finish")], byIndex);
    expect(tipBarOffer(thread, { t1: progress })).toEqual(offer ? { agent: offer, awaitingTask: false } : undefined);
  });

  // Until the task has answered, the tip keeps its room: the bar arriving later must not move the messages.
  it.each([
    ["not followed yet", {}],
    ["followed, no answer yet", { t1: { loaded: false, hasPreData: false, steps: [] } }],
  ])("a finished Deep Survey whose task is %s awaits it", (_case, tasks) => {
    const thread = threadFromHistory([task("Deep Search Agent", "q", "finish")], byIndex);
    expect(tipBarOffer(thread, tasks)).toEqual({ agent: "ideaSpark", awaitingTask: true });
  });

  it("a finished Deep Survey with no task id offers nothing, as it is never read", () => {
    const thread = threadFromHistory([task("Deep Search Agent", "q", "finish", null)], byIndex);
    expect(tipBarOffer(thread)).toBeUndefined();
  });

  it("a finished Method Design offers Auto Experiment whatever its data, without waiting for it", () => {
    const thread = threadFromHistory([task("Proposal Agent", "q", "finish")], byIndex);
    expect(tipBarOffer(thread)).toEqual({ agent: "autoExperiment", awaitingTask: false });
  });
});

describe("agent prefix", () => {
  it.each([
    ["@Deep Survey graph networks", "deepSurvey", "graph networks"],
    ["@Jupyter Notebook", "notebook", ""],
    ["@Idea Sparkle is not an agent", undefined, "@Idea Sparkle is not an agent"],
    ["@tool:deep_survey hi", undefined, "@tool:deep_survey hi"],
    ["plain text", undefined, "plain text"],
  ])("%j → agent %s, text %j", (text, agent, rest) => {
    expect(splitAgentPrefix(text)).toEqual({ agent, rest });
  });

  it("round-trips the text of an agent send", () => {
    expect(splitAgentPrefix(agentMessageText("autoExperiment", "train it"))).toEqual({ agent: "autoExperiment", rest: "train it" });
  });
});

describe("hand-overs in a reply", () => {
  it("finds tool calls naming an agent, with their sub-task query, by either contract name", () => {
    const calls = (name: string, args: string | Record<string, unknown>) => ({
      role: "assistant" as const,
      content: "",
      tool_calls: [{ function: { name, arguments: args } }],
    });
    const found = handOversIn({
      messages: [
        { role: "assistant", content: "Let me hand this over." },
        calls("Deep Search Agent", JSON.stringify({ query: "GNN survey" })),
        calls("Literature Review Agent", { query: "as object" }),
        calls("web_search", "{}"),
        calls("Idea Agent", "not json"),
      ],
    });
    expect(found).toEqual([
      { agent: "deepSurvey", agentName: "Deep Search Agent", displayName: "Deep Survey", query: "GNN survey" },
      { agent: "deepSurvey", agentName: "Deep Search Agent", displayName: "Deep Survey", query: "as object" },
      { agent: "ideaSpark", agentName: "Idea Agent", displayName: "Idea Spark", query: "" },
    ]);
  });
});
