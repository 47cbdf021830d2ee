import { describe, expect, it } from "vitest";
import { compressedTimes, type ReplayPace, type ReplayRecording, replayTimeline } from "@/lib/client/chat-session/replay-timeline";
import type { HistoryMessage } from "@/lib/contract/entities/chat";
import type { Task, TaskStep } from "@/lib/contract/entities/task";

// Issue 21 replay mode: if these fail, a replay plays events out of order (a task before the reply that announced
// it, steps before their task), drags on for as long as the run took, or shows a task as over before its steps.
const pace: ReplayPace = { maxGapMs: 1_000, totalMs: 30_000, unknownGapMs: 300 };
const MINUTE = 60_000;

const step = (id: number, createdAt?: number): TaskStep => ({ id: String(id), content: "{}", ...(createdAt === undefined ? {} : { createdAt }) });

function recording(rows: HistoryMessage[], tasks: Record<string, Task> = {}): ReplayRecording {
  return { history: { chatSession: { id: "s1", title: "Survey", visitType: "visitor" }, chatSessionMessages: rows }, tasks };
}

describe("compressedTimes", () => {
  it.each([
    { name: "keeps short gaps as they were", times: [0, 200, 700], expected: [0, 200, 700] },
    { name: "caps a long gap at one second", times: [0, 5 * MINUTE, 5 * MINUTE + 400], expected: [0, 1_000, 1_400] },
    { name: "gives an unknown time the default gap", times: [0, undefined, 100], expected: [0, 300, 600] },
    { name: "never goes back in time", times: [1_000, 900], expected: [0, 0] },
  ])("$name", ({ times, expected }) => {
    expect(compressedTimes(times, pace)).toEqual(expected);
  });

  it("scales a long run down to the budget, keeping its rhythm", () => {
    // A 20-minute run of 120 steps 10 s apart: capped to 1 s each would be 2 minutes, so it is scaled to 30 s.
    const times = Array.from({ length: 121 }, (_, index) => index * 10_000);
    const at = compressedTimes(times, pace);
    expect(at.at(-1)).toBe(30_000);
    expect(at[1]).toBe(250);
  });
});

describe("replayTimeline", () => {
  const t0 = Date.UTC(2026, 0, 1);
  const rows: HistoryMessage[] = [
    { id: "h1", type: "chat", query: "Find work on retrieval", result: "Starting a Deep Survey.", status: "finish", createdAt: t0 },
    { id: "h2", type: "task", query: "retrieval", agentName: "Deep Search Agent", status: "finish", taskId: "t1", createdAt: t0 + 2_000 },
    { id: "h3", type: "chat", query: "Thanks", result: "You are welcome.", status: "finish", createdAt: t0 + 20 * MINUTE },
  ];
  const task: Task = { taskId: "t1", status: "finish", steps: [step(1, t0 + 3_000), step(2, t0 + 3_500), step(3, t0 + 19 * MINUTE)] };

  it("plays each row's messages, then the task's steps one by one, then its end, in the order they happened", () => {
    const events = replayTimeline(recording(rows, { t1: task }), pace);
    expect(events.map((event) => (event.kind === "messages" ? event.messages.map((message) => message.id) : [event.taskId, event.steps, event.over]))).toEqual([
      ["h1:q", "h1"],
      ["h2"],
      ["t1", 1, false],
      ["t1", 2, false],
      ["t1", 3, false],
      ["t1", 3, true],
      ["h3:q", "h3"],
    ]);
    expect(events.map((event) => event.at)).toEqual([0, 1_000, 2_000, 2_500, 3_500, 3_500, 4_500]);
  });

  it("starts a recorded task as running, so its progress builds up; a task with no recording shows as stored", () => {
    const events = replayTimeline(recording([rows[1] as HistoryMessage, { id: "h4", type: "task", query: "lost", agentName: "Deep Search Agent", status: "error", taskId: "t9" }], { t1: task }), pace);
    const taskStatuses = events.flatMap((event) => (event.kind === "messages" ? event.messages.flatMap((message) => (message.messageType === "Task" ? [message.status] : [])) : []));
    expect(taskStatuses).toEqual(["processing", "error"]);
    expect(events.filter((event) => event.kind === "task" && event.taskId === "t9")).toEqual([]);
  });

  it("plays a step stamped before its task message after it (the thread's order wins)", () => {
    const early: Task = { taskId: "t1", status: "finish", steps: [step(1, t0 - MINUTE)] };
    const events = replayTimeline(recording([rows[1] as HistoryMessage], { t1: early }), pace);
    expect(events.map((event) => [event.kind, event.at])).toEqual([
      ["messages", 0],
      ["task", 0],
      ["task", 0],
    ]);
  });

  it("plays a history without any times at the default gap", () => {
    const untimed = rows.map(({ createdAt: _createdAt, ...row }) => row);
    const events = replayTimeline(recording(untimed), pace);
    expect(events.map((event) => event.at)).toEqual([0, 300, 600]);
  });
});
