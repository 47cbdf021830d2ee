import { describe, expect, it } from "vitest";
import { latestTodos, TodoListTitle, todoListFromSteps, todoListView } from "@/lib/domain/task/todo-list";
import { assistantStep, todoCall, toolStep } from "@/tests/fixtures/task-steps";

// Spec §4 "Todo list": if these fail, the task message shows dropped steps, hides which step the agent is on,
// counts wrongly, or says the work is complete while it is not.
type Status = "pending" | "in_progress" | "in_process" | "completed" | "deprecated";
const todos = (...items: [string, Status][]) => items.map(([content, status]) => ({ content, status }));
const shown = (items: readonly { content: string; status: string }[]) => items.map((item) => `${item.content}:${item.status}`);

describe("todo ordering rules", () => {
  it.each([
    [
      "completed first, then in progress, then the rest, each in the agent's order",
      todos(["a", "pending"], ["b", "completed"], ["c", "in_progress"], ["d", "pending"], ["e", "completed"]),
      ["b:completed", "e:completed", "c:in_progress", "a:pending", "d:pending"],
    ],
    [
      "deprecated items are left out",
      todos(["a", "completed"], ["b", "deprecated"], ["c", "in_progress"]),
      ["a:completed", "c:in_progress"],
    ],
    [
      "with none in progress and several pending, the first pending becomes in progress",
      todos(["a", "completed"], ["b", "pending"], ["c", "pending"]),
      ["a:completed", "b:in_progress", "c:pending"],
    ],
    [
      "a single pending item stays pending",
      todos(["a", "completed"], ["b", "pending"]),
      ["a:completed", "b:pending"],
    ],
    [
      "nothing is promoted while another item is in progress",
      todos(["a", "pending"], ["b", "pending"], ["c", "in_progress"]),
      ["c:in_progress", "a:pending", "b:pending"],
    ],
    [
      "in_process counts as in progress",
      todos(["a", "pending"], ["b", "in_process"], ["c", "pending"]),
      ["b:in_progress", "a:pending", "c:pending"],
    ],
    [
      "a deprecated item is never the one promoted",
      todos(["a", "deprecated"], ["b", "pending"], ["c", "pending"]),
      ["b:in_progress", "c:pending"],
    ],
  ])("%s", (_name, input, expected) => {
    expect(shown(todoListView(input).items)).toEqual(expected);
  });

  it("treats a todo without a status as pending", () => {
    expect(shown(todoListView([{ content: "a" }, { content: "b" }]).items)).toEqual(["a:in_progress", "b:pending"]);
  });
});

describe("count and title", () => {
  it.each([
    ["one of three done", todos(["a", "completed"], ["b", "in_progress"], ["c", "pending"]), 1, 3, TodoListTitle.working],
    ["deprecated items are not counted", todos(["a", "completed"], ["b", "deprecated"], ["c", "pending"]), 1, 2, TodoListTitle.working],
    ["all done", todos(["a", "completed"], ["b", "completed"], ["c", "deprecated"]), 2, 2, TodoListTitle.allDone],
    ["nothing left but deprecated items is not 'completed'", todos(["a", "deprecated"]), 0, 0, TodoListTitle.working],
  ])("%s", (_name, input, completed, total, title) => {
    const view = todoListView(input);
    expect({ completed: view.completed, total: view.total, title: view.title }).toEqual({ completed, total, title });
    expect(view.allDone).toBe(title === TodoListTitle.allDone);
  });

  it("uses the spec's titles", () => {
    expect(TodoListTitle).toEqual({ working: "Todo List", allDone: "Final Todo list completed" });
  });
});

describe("the latest todo list from steps", () => {
  it("is the last todo call's arguments, not the first", () => {
    const steps = [
      todoCall(todos(["plan", "pending"], ["write", "pending"])),
      toolStep("todo", "Todo list updated: 0/2 completed.", "call_x"),
      todoCall(todos(["plan", "completed"], ["write", "in_progress"])),
    ];
    expect(shown(todoListFromSteps(steps)?.items ?? [])).toEqual(["plan:completed", "write:in_progress"]);
  });

  it("reads arguments sent as an object and in_process statuses", () => {
    const step = assistantStep({ calls: [{ name: "todo", arguments: { todos: todos(["x", "in_process"]) }, argumentsAsObject: true }] });
    expect(shown(todoListFromSteps([step])?.items ?? [])).toEqual(["x:in_progress"]);
  });

  it("skips a todo call whose arguments do not parse and keeps the one before", () => {
    const broken = assistantStep({ calls: [{ name: "todo", arguments: { todos: "not a list" } }] });
    expect(latestTodos([todoCall(todos(["kept", "pending"])), broken])).toEqual([{ content: "kept", status: "pending" }]);
  });

  it("is undefined for an agent that never wrote a todo list (it shows numbered steps instead)", () => {
    const steps = [assistantStep({ calls: [{ name: "search_arxiv", arguments: { query: "q" } }] }), toolStep("search_arxiv", "3 papers", "c")];
    expect(todoListFromSteps(steps)).toBeUndefined();
  });

  it("ignores steps that are not JSON", () => {
    expect(todoListFromSteps([{ id: "1", name: null, content: "{oops" }, todoCall(todos(["a", "completed"]))])?.title).toBe(TodoListTitle.allDone);
  });
});
