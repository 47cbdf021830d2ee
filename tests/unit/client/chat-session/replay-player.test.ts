import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChatSessionController } from "@/lib/client/chat-session/controller";
import type { ReplayRecording } from "@/lib/client/chat-session/replay-timeline";
import type { HistoryMessage } from "@/lib/contract/entities/chat";
import type { Task, TaskStep } from "@/lib/contract/entities/task";
import { fakeSessionDeps } from "./support/fake-session-deps";

// Issue 21 replay mode, played through the session page's controller: if these fail, a replay shows nothing, shows
// a task's steps all at once (or never its end), polls the server or toasts as if the run were live, 'Skip to
// final result' leaves part of the session unplayed, or the popup never says the replay has completed.
const t0 = Date.UTC(2026, 0, 1);
const step = (id: number, at: number, messages: unknown[] = []): TaskStep => ({
  id: String(id),
  content: JSON.stringify({ type: "trajectory", payload: { messages } }),
  createdAt: t0 + at,
});

const rows: HistoryMessage[] = [
  { id: "h1", type: "chat", query: "Find work on retrieval", result: "Starting a Deep Survey.", status: "finish", createdAt: t0 },
  { id: "h2", type: "task", query: "retrieval", agentName: "Deep Search Agent", status: "finish", taskId: "t1", createdAt: t0 + 500 },
  { id: "h3", type: "task", query: "ideas", agentName: "Idea Spark Agent", status: "error", taskId: "t2", createdAt: t0 + 60_000 },
];
const tasks: Record<string, Task> = {
  t1: { taskId: "t1", status: "finish", hasPreData: false, steps: [step(1, 600), step(2, 900), step(3, 30_000)] },
  t2: { taskId: "t2", status: "error", errorCode: "500", errorInfo: "boom", steps: [step(4, 61_000)] },
};
const recording: ReplayRecording = { history: { chatSession: { id: "s1", title: "Survey", visitType: "visitor" }, chatSessionMessages: rows }, tasks };

function setup() {
  const { deps } = fakeSessionDeps();
  const controller = createChatSessionController("s1", deps);
  controller.replay(recording);
  const snapshot = () => controller.getSnapshot();
  const ids = () => snapshot().messages.map((message) => message.id);
  const taskStatus = (taskId: string) => snapshot().messages.find((message) => message.messageType === "Task" && message.taskId === taskId);
  return { controller, deps, snapshot, ids, taskStatus };
}

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("a replay", () => {
  it("opens the session as recorded and plays it back step by step, on a compressed clock, to its end", async () => {
    const { deps, snapshot, ids, taskStatus } = setup();
    expect(snapshot()).toMatchObject({ phase: "ready", title: "Survey", visitType: "visitor", messages: [], replay: "playing" });

    // Sampled every 50 ms: each distinct state the page went through, until the replay says it has finished. A
    // task's end comes with its last step, as the poll that brings both does live.
    const seen: string[] = [];
    let elapsed = 0;
    const progress = (taskId: string) => {
      const task = snapshot().tasks[taskId];
      return task ? `${taskId} ${task.steps.length} ${task.status}` : `${taskId} -`;
    };
    while (snapshot().replay === "playing" && elapsed < 60_000) {
      await vi.advanceTimersByTimeAsync(50);
      elapsed += 50;
      const state = `${ids().join(",")} | ${progress("t1")} | ${progress("t2")}`;
      if (seen.at(-1) !== state) seen.push(state);
    }
    expect(seen).toEqual([
      "h1:q,h1 | t1 - | t2 -",
      "h1:q,h1,h2 | t1 - | t2 -",
      "h1:q,h1,h2 | t1 1 processing | t2 -",
      "h1:q,h1,h2 | t1 2 processing | t2 -",
      "h1:q,h1,h2 | t1 3 finish | t2 -",
      "h1:q,h1,h2,h3:q,h3 | t1 3 finish | t2 -",
      "h1:q,h1,h2,h3:q,h3 | t1 3 finish | t2 1 error",
    ]);
    // A 61-second run, replayed in a few seconds (the gaps capped at 1 s, the reply's reveal included).
    expect(elapsed).toBeLessThan(10_000);
    expect(snapshot().tasks.t1).toMatchObject({ finishedOnLoad: false });
    expect(taskStatus("t1")).toMatchObject({ status: "finish" });
    expect(taskStatus("t2")).toMatchObject({ status: "error" });
    expect(snapshot().activePanelKey).toBe("t2");

    // Played from the recording: nothing asked of the server, and none of a live end's toasts or refreshes.
    expect(deps.getTask).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.refreshCredits).not.toHaveBeenCalled();
    expect(deps.refreshSessionList).not.toHaveBeenCalled();
  });

  it("'Skip to final result' shows every message and every task at its end, whole, at once", async () => {
    const { controller, snapshot, ids, taskStatus } = setup();
    await vi.advanceTimersByTimeAsync(0);

    controller.skipReplay();
    expect(snapshot().replay).toBe("finished");
    expect(ids()).toEqual(["h1:q", "h1", "h2", "h3:q", "h3"]);
    expect(snapshot().tasks.t1).toMatchObject({ status: "finish", finishedOnLoad: true });
    expect(snapshot().tasks.t1?.steps).toHaveLength(3);
    expect(snapshot().tasks.t2).toMatchObject({ status: "error", errorInfo: "boom" });
    expect(taskStatus("t2")).toMatchObject({ status: "error" });
    expect(snapshot().activePanelKey).toBe("t2");
    expect(controller.reveal.isIdle()).toBe(true);

    // Nothing plays on afterwards.
    const after = snapshot();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(snapshot()).toBe(after);
  });

  it("is played once, and a stored history arriving later does not replace it", async () => {
    const { controller, ids } = setup();
    controller.replay(recording);
    controller.skipReplay();
    expect(ids()).toHaveLength(5);
    controller.load({ chatSession: { title: "Other" }, chatSessionMessages: [] });
    expect(ids()).toHaveLength(5);
  });

  it("stops when the page goes away", async () => {
    const { controller, snapshot, ids } = setup();
    await vi.advanceTimersByTimeAsync(0);
    controller.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ids()).toEqual(["h1:q", "h1"]);
    expect(snapshot().replay).toBe("playing");
  });
});
