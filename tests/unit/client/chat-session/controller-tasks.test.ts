import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activeCanvasPanel, createChatSessionController } from "@/lib/client/chat-session/controller";
import type { GetTaskQuery } from "@/lib/client/chat-session/task-calls";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { HistoryMessage } from "@/lib/contract/entities/chat";
import type { Task, TaskStep } from "@/lib/contract/entities/task";
import { fakeSessionDeps } from "./support/fake-session-deps";

// Spec §4 "Task states", "Chat page load", §8 task messages: if these fail, a task message never leaves 'Working'
// (and the chat stays locked), credits or the project list go stale after a run, the wrong toast shows, the
// canvas shows the wrong task (or none), an agent's question is lost, or a left page keeps polling.
type Poll = { query: GetTaskQuery; signal: AbortSignal; resolve: (task: Task) => void; reject: (error: unknown) => void };

const step = (id: number, messages: unknown[] = []): TaskStep => ({
  id: String(id),
  content: JSON.stringify({ type: "trajectory", payload: { messages } }),
});
const clarification = (id: number, text: string) => step(id, [{ role: "tool", name: "ask_for_user_clarification", content: text }]);
type Answer = Pick<Task, "status" | "steps" | "errorCode" | "errorInfo">;

function setup() {
  const polls: Poll[] = [];
  const { deps, streams } = fakeSessionDeps({
    getTask: vi.fn(
      (query: GetTaskQuery, signal?: AbortSignal) =>
        new Promise<Task>((resolve, reject) => polls.push({ query, signal: signal ?? new AbortController().signal, resolve, reject })),
    ),
  });
  const controller = createChatSessionController("s1", deps);
  const snapshot = () => controller.getSnapshot();
  const pollsOf = (taskId: string) => polls.filter((poll) => poll.query.taskId === taskId);
  /** Answers the latest poll of `taskId` and lets the controller react. */
  const reply = async (taskId: string, task: Answer) => {
    pollsOf(taskId).at(-1)?.resolve({ taskId, ...task });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { controller, deps, polls, pollsOf, streams, snapshot, reply };
}

const history = (rows: HistoryMessage[] = []): ChatSessionMessages => ({
  chatSession: { id: "s1", title: "GNNs", visitType: "owner" },
  chatSessionMessages: rows,
});
const taskRow = (taskId: string, status: string, agentName = "Deep Search Agent"): HistoryMessage => ({
  type: "task",
  query: "q",
  agentName,
  status,
  taskId,
});

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("following a created task", () => {
  async function sent() {
    const session = setup();
    session.controller.load(history());
    await session.controller.send({ text: "survey GNNs", agent: "deepSurvey" });
    return session;
  }

  it("polls the new task at once and makes its panel active", async () => {
    const { snapshot, pollsOf } = await sent();
    expect(pollsOf("t7").map((poll) => poll.query)).toEqual([{ taskId: "t7" }]);
    expect(snapshot().activePanelKey).toBe("t7");
    expect(snapshot().tasks.t7).toMatchObject({ status: "processing", loaded: false, agentName: "Deep Search Agent" });
    expect(activeCanvasPanel(snapshot())).toMatchObject({ key: "t7", type: "Deep Search Agent", progress: { taskId: "t7" } });
  });

  it("also follows a task a reply hands over to, and shows its panel", async () => {
    const { controller, streams, snapshot, pollsOf } = setup();
    controller.load(history());
    await controller.send({ text: "survey please", agent: null });
    streams[0]?.handlers.onResponse?.({
      messages: [{ role: "assistant", tool_calls: [{ function: { name: "Deep Search Agent", arguments: '{"query":"GNN"}' } }] }],
    });
    streams[0]?.finish("complete");
    await vi.advanceTimersByTimeAsync(0);
    expect(pollsOf("t7")).toHaveLength(1);
    expect(snapshot().activePanelKey).toBe("t7");
  });

  it("collects steps with the cursor, then on finish unlocks, refetches credits and the project list, and stops", async () => {
    const { snapshot, pollsOf, reply, deps } = await sent();
    await reply("t7", { status: "processing", steps: [step(1), step(2)] });
    expect(snapshot().tasks.t7).toMatchObject({ loaded: true, finishedOnLoad: false, steps: [{ id: "1" }, { id: "2" }] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(pollsOf("t7").at(-1)?.query).toEqual({ taskId: "t7", after: "2" });
    deps.refreshSessionList.mockClear();

    await reply("t7", { status: "finish", steps: [step(3)] });
    expect(snapshot().tasks.t7?.steps.map((s) => s.id)).toEqual(["1", "2", "3"]);
    expect(snapshot().messages.at(-1)).toMatchObject({ messageType: "Task", status: "finish" });
    expect(deps.refreshCredits).toHaveBeenCalledTimes(1);
    expect(deps.refreshSessionList).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollsOf("t7")).toHaveLength(2);
  });

  it.each([
    [{ errorCode: 1 }, "terminated", [["info", "Task terminated"]]],
    [{ errorCode: "2" }, "terminated", [["info", "Task terminated"]]],
    [{ errorCode: 500 }, "error", [["error", "Task failed"]]],
    [{ errorInfo: "out of memory" }, "error", [["error", "Task failed"], ["warning", "This task has been stopped."]]],
  ] as const)("on error %o shows %s and toasts %o, without refetching credits", async (extra, status, toasts) => {
    const { snapshot, reply, deps, pollsOf } = await sent();
    deps.refreshSessionList.mockClear();
    await reply("t7", { status: "error", steps: [], ...extra });
    expect(snapshot().messages.at(-1)).toMatchObject({ status });
    expect(deps.toast.mock.calls).toEqual(toasts);
    expect(deps.refreshCredits).not.toHaveBeenCalled();
    expect(deps.refreshSessionList).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollsOf("t7")).toHaveLength(1);
  });

  it("tells 'Service is busy' when a poll fails and keeps following the task", async () => {
    const { pollsOf, deps, reply, snapshot } = await sent();
    pollsOf("t7")[0]?.reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.toast).toHaveBeenCalledWith("warning", "Service is busy");
    await vi.advanceTimersByTimeAsync(1000);
    await reply("t7", { status: "processing", steps: [step(1)] });
    expect(snapshot().tasks.t7?.steps).toHaveLength(1);
  });

  it("shows the agent's clarification once after its task and selects Deep Survey for the answer", async () => {
    const { snapshot, reply } = await sent();
    await reply("t7", { status: "processing", steps: [step(1), clarification(2, "Which graph sizes matter?")] });
    await vi.advanceTimersByTimeAsync(1000);
    await reply("t7", { status: "finish", steps: [clarification(2, "Which graph sizes matter?")] });
    expect(snapshot().messages.map((m) => m.messageType)).toEqual(["Common", "Task", "Logic"]);
    expect(snapshot().messages.at(-1)).toMatchObject({ text: "Which graph sizes matter?" });
    expect(snapshot().suggestedAgent).toEqual({ agent: "deepSurvey", key: "t7:clarification" });
  });

  it("refreshes the history 1 s after the clarification selects Deep Survey, unless the page has left", async () => {
    const { snapshot, reply, deps } = await sent();
    deps.refreshSessionList.mockClear();
    await reply("t7", { status: "processing", steps: [clarification(1, "Which graph sizes matter?")] });
    expect(snapshot().suggestedAgent).toMatchObject({ agent: "deepSurvey" });
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.refreshSessionList).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.refreshSessionList).toHaveBeenCalledTimes(1);

    const left = await sent();
    left.deps.refreshSessionList.mockClear();
    await left.reply("t7", { status: "processing", steps: [clarification(1, "Which years?")] });
    left.controller.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(left.deps.refreshSessionList).not.toHaveBeenCalled();
  });

  it("keeps a terminated task terminated while its last steps arrive, until the server ends it", async () => {
    const { controller, snapshot, reply, deps, pollsOf } = await sent();
    expect(await controller.terminate()).toBe(true);
    expect(snapshot().messages.at(-1)).toMatchObject({ status: "terminated" });
    await reply("t7", { status: "processing", steps: [step(1)] });
    expect(snapshot().messages.at(-1)).toMatchObject({ status: "terminated" });
    await vi.advanceTimersByTimeAsync(1000);
    await reply("t7", { status: "error", steps: [step(2)], errorCode: "1" });
    expect(snapshot().tasks.t7?.steps).toHaveLength(2);
    expect(snapshot().messages.at(-1)).toMatchObject({ status: "terminated" });
    expect(deps.toast.mock.calls).toEqual([["info", "Task terminated"]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollsOf("t7")).toHaveLength(2);
  });

  it("stops polling when the page leaves", async () => {
    const { controller, pollsOf, reply } = await sent();
    await reply("t7", { status: "processing", steps: [step(1)] });
    await vi.advanceTimersByTimeAsync(1000);
    const inFlight = pollsOf("t7").at(-1);
    controller.dispose();
    expect(inFlight?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pollsOf("t7")).toHaveLength(2);
  });

  it("unlocks a task the server says does not exist", async () => {
    const { pollsOf, snapshot } = await sent();
    const { FailedCallError } = await import("@/lib/client/api/failed-call-error");
    pollsOf("t7")[0]?.reject(new FailedCallError({ envelopeCode: 404, message: "Task not found", action: { kind: "toast", level: "warning", message: "Task not found" } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot().messages.at(-1)).toMatchObject({ status: "error" });
    expect(snapshot().tasks.t7?.status).toBe("error");
  });
});

describe("following stored tasks", () => {
  it("polls running tasks to their end and finished ones once, marking those finished on load", async () => {
    const { controller, snapshot, reply, pollsOf, deps } = setup();
    controller.load(history([taskRow("t1", "finish"), taskRow("t2", "processing", "Idea Agent")]));
    expect(pollsOf("t1")).toHaveLength(1);
    expect(pollsOf("t2")).toHaveLength(1);
    // Ours: the latest task's panel shows instead of an empty canvas.
    expect(snapshot().activePanelKey).toBe("t2");

    await reply("t1", { status: "finish", steps: [step(1), step(2)] });
    await reply("t2", { status: "processing", steps: [step(1)] });
    expect(snapshot().tasks.t1).toMatchObject({ finishedOnLoad: true, loaded: true, steps: [{ id: "1" }, { id: "2" }] });
    expect(snapshot().tasks.t2).toMatchObject({ finishedOnLoad: false, status: "processing" });
    // A task over before the page looked raises no end effects.
    expect(deps.refreshCredits).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    expect(pollsOf("t1")).toHaveLength(1);
    expect(pollsOf("t2").at(-1)?.query).toEqual({ taskId: "t2", after: "1" });
  });

  it("activates the panel of a task header that was clicked, and ignores unknown tasks", () => {
    const { controller, snapshot } = setup();
    controller.load(history([taskRow("t1", "finish"), taskRow("t2", "finish")]));
    controller.activatePanel("t1");
    expect(snapshot().activePanelKey).toBe("t1");
    controller.activatePanel("nope");
    expect(snapshot().activePanelKey).toBe("t1");
  });

  it("does not show a stored clarification twice", async () => {
    const { controller, snapshot, reply } = setup();
    const logicRow: HistoryMessage = { type: "chat", query: "", result: "Which years?", status: "finish", extInfo: { chatResultType: "logic" } };
    controller.load(history([taskRow("t1", "finish"), logicRow]));
    await reply("t1", { status: "finish", steps: [clarification(1, "Which years?")] });
    expect(snapshot().messages.map((m) => m.messageType)).toEqual(["Common", "Task", "Logic"]);
    expect(snapshot().suggestedAgent?.agent).toBe("deepSurvey");
  });
});

describe("a new session with an agent task", () => {
  it("follows the submit flow's task and opens its canvas after 3 s", async () => {
    const { controller, snapshot, pollsOf } = setup();
    controller.load(history(), { sessionId: "s1", query: "GNNs", agent: "deepSurvey", fileIds: [], taskId: "t1" });
    expect(pollsOf("t1")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(snapshot().activePanelKey).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot().activePanelKey).toBe("t1");
  });

  it("waits the 3 s too when the stored history already holds that task, whatever a second load says", async () => {
    const { controller, snapshot, pollsOf } = setup();
    const data = history([taskRow("t1", "processing")]);
    controller.load(data, { sessionId: "s1", query: "q", agent: "deepSurvey", fileIds: [], taskId: "t1" });
    // React's development double effect (or a revalidation) loads again, with the init session already taken.
    controller.load(data);
    expect(pollsOf("t1")).toHaveLength(1);
    expect(snapshot().messages.map((m) => m.messageType)).toEqual(["Common", "Task"]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(snapshot().activePanelKey).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot().activePanelKey).toBe("t1");
  });

  it("opens no canvas once the page has left", async () => {
    const { controller, snapshot } = setup();
    controller.load(history(), { sessionId: "s1", query: "GNNs", agent: "deepSurvey", fileIds: [], taskId: "t1" });
    controller.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(snapshot().activePanelKey).toBeUndefined();
  });
});
