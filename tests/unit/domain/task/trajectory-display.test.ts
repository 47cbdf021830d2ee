import { describe, expect, it } from "vitest";
import { appendDisplayMessages, displayMessages, stepParagraphs } from "@/lib/domain/task/trajectory-display";
import { assistantStep, multiMessageStep, toolStep, toolUse } from "@/tests/fixtures/task-steps";

// Spec §3 "Display message", §4 "Streaming display", §9 tool labels: if these fail, the Process view loses the
// agent's thinking, shows a tool's output under the wrong step or with a raw tool name, or never stops waiting
// for a result that already came.

describe("trajectory → display messages", () => {
  it("makes one message per assistant turn: thinking, text, then its tool results under friendly labels", () => {
    const call = assistantStep(
      { reasoning: "I should search first.", content: "Searching now.", calls: [{ id: "c1", name: "search_arxiv", arguments: { query: "llm" } }] },
      "1",
    );
    const messages = displayMessages([call, toolStep("search_arxiv", "Found 3 papers", "c1", "2")]);
    expect(messages).toEqual([
      {
        id: "1",
        roleName: "assistant",
        thinkContent: "I should search first.",
        content: "Searching now.",
        resultContent: [
          {
            isMarkdown: false,
            isCode: false,
            content: "Found 3 papers",
            headerText: "Searching papers on a preprint server",
            showHeader: true,
            toolName: "search_arxiv",
            callId: "c1",
            pending: false,
          },
        ],
        isEnd: true,
      },
    ]);
  });

  it("keeps a called tool pending, and the turn unfinished, until its result arrives", () => {
    const call = assistantStep({ calls: [{ id: "c1", name: "take_notes", arguments: {} }] });
    const [waiting] = displayMessages([call]);
    expect(waiting).toMatchObject({ isEnd: false, resultContent: [{ headerText: "Taking notes", pending: true, content: "" }] });
    const [answered] = displayMessages([call, toolStep("take_notes", "noted", "c1")]);
    expect(answered).toMatchObject({ isEnd: true, resultContent: [{ pending: false, content: "noted" }] });
  });

  it("matches results to calls by id, whatever order they come in", () => {
    const call = assistantStep({
      calls: [
        { id: "a", name: "search_arxiv", arguments: { query: "x" } },
        { id: "b", name: "search_github", arguments: { query: "x" } },
      ],
    });
    const [turn] = displayMessages([call, toolStep("search_github", "repos", "b"), toolStep("search_arxiv", "papers", "a")]);
    expect(turn?.resultContent.map((block) => [block.headerText, block.content])).toEqual([
      ["Searching papers on a preprint server", "papers"],
      ["Searching code repositories", "repos"],
    ]);
  });

  it("lets parallel calls of one tool share the first one's header", () => {
    const call = assistantStep({
      calls: [
        { name: "search_arxiv", arguments: { query: "a" } },
        { name: "search_arxiv", arguments: { query: "b" } },
        { name: "take_notes", arguments: {} },
      ],
    });
    expect(displayMessages([call])[0]?.resultContent.map((block) => block.showHeader)).toEqual([true, false, true]);
  });

  it.each([
    ["finish_deep_search", { isMarkdown: true, isCode: false, headerText: "Drafting final report" }],
    ["finish_task", { isMarkdown: true, isCode: false, headerText: "Issue resolved" }],
    ["implement_success", { isMarkdown: true, isCode: false, headerText: "Implementation successful" }],
    ["run_shell", { isMarkdown: false, isCode: true, headerText: "Running command" }],
    ["execute_cell", { isMarkdown: false, isCode: true, headerText: "Running notebook cell" }],
    ["fetch_dataset", { isMarkdown: false, isCode: false, headerText: "Fetch dataset" }],
  ])("labels and formats a %s result", (tool, expected) => {
    const [turn] = displayMessages(toolUse(tool, {}, "output"));
    expect(turn?.resultContent[0]).toMatchObject(expected);
  });

  it("shows a result that answers no call on record as a tool message of its own", () => {
    expect(displayMessages([toolStep("take_notes", "orphan note", "nobody", "7")])).toEqual([
      expect.objectContaining({ id: "7", roleName: "tool", isEnd: true, resultContent: [expect.objectContaining({ content: "orphan note" })] }),
    ]);
  });

  it("reads several messages in one step, `reasoning` instead of `reasoning_content`, and arguments as an object", () => {
    const step = multiMessageStep(
      [
        { role: "user", content: "the request" },
        { role: "assistant", content: null, reasoning: "thinking aloud", tool_calls: [{ id: "k", type: "function", function: { name: "todo", arguments: { todos: [] } } }] },
        { role: "tool", name: "todo", tool_call_id: "k", content: "updated" },
      ],
      "9",
    );
    expect(displayMessages([step])).toEqual([
      expect.objectContaining({ id: "9:1", thinkContent: "thinking aloud", content: "", isEnd: true, resultContent: [expect.objectContaining({ content: "updated" })] }),
    ]);
  });

  it("skips steps that are not trajectories or not JSON", () => {
    const notebook = { id: "1", name: null, content: JSON.stringify({ type: "notebook", payload: { notebooks: [] } }) };
    expect(displayMessages([notebook, { id: "2", name: null, content: "not json" }])).toEqual([]);
  });

  it("appending steps gives what displaying them all at once gives, and leaves earlier turns untouched", () => {
    const [call, result] = toolUse("search_arxiv", { query: "x" }, "papers");
    const done = assistantStep({ content: "All done." });
    if (!call || !result) throw new Error("toolUse gives two steps");
    const first = appendDisplayMessages([], [call, result]);
    const appended = appendDisplayMessages(first, [done], 2);
    expect(appended).toEqual(displayMessages([call, result, done]));
    expect(appended[0]).toBe(first[0]);
  });
});

describe("numbered step paragraphs", () => {
  it("numbers each tool call with its label and what it searched for or asked", () => {
    const steps = [
      ...toolUse("search_arxiv", { query: "graph neural networks" }, "papers"),
      ...toolUse("take_notes", { note: "x" }, "ok"),
      ...toolUse("ask_for_user_clarification", { question: "Which domain?" }, "Which domain?"),
      assistantStep({ content: "Final answer without tools" }),
    ];
    expect(stepParagraphs(steps)).toEqual([
      "1. Searching papers on a preprint server: graph neural networks",
      "2. Taking notes",
      "3. Asking for your input: Which domain?",
    ]);
  });
});
