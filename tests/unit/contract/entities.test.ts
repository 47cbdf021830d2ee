import { describe, expect, it } from "vitest";
import { encodeStepContent, midOutputSchema, notebookCells, notebookJsonSchema, parseStepContent, type StepContent, taskSchema, todoItemSchema, trajectoryMessageSchema, treeNodeSchema } from "@/lib/contract";
import { paperAuthors } from "@/lib/contract/entities/paper-authors";

const paper = { id: "2210.03629", arxiv_id: "2210.03629", title: "ReAct", year: 2022, abstract: "Reasoning and acting." };

describe("mid_output papers: authors as array or comma string", () => {
  it.each([
    [["Shunyu Yao", "Jeffrey Zhao"], ["Shunyu Yao", "Jeffrey Zhao"]],
    ["Shunyu Yao, Jeffrey Zhao,  Dian Yu", ["Shunyu Yao", "Jeffrey Zhao", "Dian Yu"]],
    ["", []],
    [null, []],
    [undefined, []],
  ])("authors %j parse unchanged and list as %j", (authors, list) => {
    const mid = { paper: [{ ...paper, authors }] };
    const parsed = midOutputSchema.parse(mid);
    expect(parsed).toEqual(mid);
    const first = parsed.paper?.[0];
    expect(first && paperAuthors(first)).toEqual(list);
  });

  it("rejects authors of another type", () => {
    expect(midOutputSchema.safeParse({ paper: [{ ...paper, authors: 42 }] }).success).toBe(false);
  });

  it("keeps the full mid_output (github, notes, idea tree, idea list, unknown keys)", () => {
    const mid = {
      github: [{ link: "https://github.com/ysymyth/ReAct", name: "ReAct", author: "ysymyth", stars: 2900, year: 2022 }],
      notes: "## Notes\n- ReAct interleaves thoughts and actions",
      idea_tree: {
        root: { id: "root", parent: null, children: ["i1"], summary: "Agents", description: "Root" },
        i1: { id: "i1", parent: "root", children: [], summary: "Tool RAG", references: ["2210.03629", { title: "ReAct" }] },
      },
      idea_list: { ideas: ["i1"], thought: "i1 is the most novel" },
      extra_from_upstream: { keep: true },
    };
    expect(midOutputSchema.parse(mid)).toEqual(mid);
  });
});

describe("trajectory messages", () => {
  it.each([
    { role: "user", content: "Survey RAG evaluation" },
    { role: "assistant", content: "", reasoning: "think", tool_calls: [{ function: { name: "todo", arguments: { todos: [] } } }] },
    { role: "assistant", content: "Done.", reasoning_content: "wrap up" },
    { role: "tool", name: "take_notes", content: "ok", mid_output: { notes: "n" } },
  ])("round-trips %o", (message) => {
    expect(trajectoryMessageSchema.parse(message)).toEqual(message);
  });

  it.each([{ role: "system", content: "x" }, { role: "tool", content: "no name" }, { role: "assistant", tool_calls: [{}] }])(
    "rejects %o",
    (message) => {
      expect(trajectoryMessageSchema.safeParse(message).success).toBe(false);
    },
  );

  it.each(["pending", "in_progress", "in_process", "completed", "deprecated"])("todo status %s", (status) => {
    expect(todoItemSchema.parse({ content: "Read papers", status })).toEqual({ content: "Read papers", status });
  });
});

describe("task steps", () => {
  const trajectory: StepContent = {
    type: "trajectory",
    payload: {
      messages: [{ role: "tool", name: "run_shell", content: "ok" }],
      shell: [{ process_id: "a1b2c3d4", data: "epoch 1 loss 0.42\n" }],
      project: { versions: [{ version: 1, files: [{ path: "train.py", oss_path: "u/1/train.py", type: "py" }] }] },
    },
  };
  const notebook: StepContent = { type: "notebook", payload: { notebooks: ["https://files.example.org/nb/v1.ipynb"] } };

  it.each([trajectory, notebook])("parseStepContent round-trips a %s step", (content) => {
    expect(parseStepContent(encodeStepContent(content))).toEqual({ ok: true, value: content });
  });

  it.each(["not json", '{"type":"shell","payload":{}}', '{"type":"notebook","payload":{}}'])("reports %s as an error", (text) => {
    const result = parseStepContent(text);
    expect(result.ok).toBe(false);
  });

  it("accepts a task with string or number errorCode", () => {
    for (const errorCode of ["2", 1]) {
      const task = { taskId: 9, status: "error", steps: [], errorCode, errorInfo: "stopped" };
      expect(taskSchema.parse(task)).toEqual(task);
    }
  });

  it("parses a recursive project tree", () => {
    const tree = {
      id: "src",
      name: "src",
      path: "src",
      type: "folder",
      children: [{ id: "src/a.py", name: "a.py", path: "src/a.py", type: "file" }],
    };
    expect(treeNodeSchema.parse(tree)).toEqual(tree);
    expect(treeNodeSchema.safeParse({ ...tree, children: [{ ...tree, type: "link" }] }).success).toBe(false);
  });
});

describe("notebook JSON", () => {
  const v4 = {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: {},
    cells: [
      { cell_type: "markdown", source: ["# Results"], metadata: {} },
      {
        cell_type: "code",
        source: "print(1)",
        execution_count: 1,
        outputs: [
          { output_type: "stream", name: "stdout", text: ["1\n"] },
          { output_type: "execute_result", data: { "text/plain": "1" }, execution_count: 1 },
          { output_type: "display_data", data: { "image/png": "iVBOR" } },
          { output_type: "error", ename: "ValueError", evalue: "bad", traceback: ["..."] },
        ],
      },
      { cell_type: "raw", source: "" },
    ],
  };
  const v3 = {
    nbformat: 3,
    worksheets: [
      { cells: [{ cell_type: "heading", level: 1, source: "Intro" }, { cell_type: "code", input: "1", outputs: [{ output_type: "pyout", prompt_number: 1, text: "1" }] }] },
    ],
  };

  it.each([
    ["v4", v4, 3],
    ["v3", v3, 2],
  ] as const)("parses %s unchanged", (_label, nb, cells) => {
    const parsed = notebookJsonSchema.parse(nb);
    expect(parsed).toEqual(nb);
    expect(notebookCells(parsed)).toHaveLength(cells);
  });

  it("rejects nbformat below 3 with the spec's message", () => {
    const result = notebookJsonSchema.safeParse({ nbformat: 2, cells: [] });
    expect(result.error?.issues[0]?.message).toBe("Format of the notebook too old");
  });

  it.each([
    { nbformat: 4, cells: [{ cell_type: "widget", source: "" }] },
    { nbformat: 4, cells: [{ cell_type: "code", source: "", outputs: [{ output_type: "clear_output" }] }] },
  ])("rejects unsupported cell or output types %#", (nb) => {
    expect(notebookJsonSchema.safeParse(nb).success).toBe(false);
  });
});
