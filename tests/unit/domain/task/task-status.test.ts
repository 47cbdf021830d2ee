import { describe, expect, it } from "vitest";
import type { TaskStep } from "@/lib/contract/entities/task";
import { type ThreadMessage, userMessage } from "@/lib/domain/chat/chat-thread";
import {
  newSteps,
  normaliseErrorCode,
  stepCursor,
  taskEndsThread,
  taskEndToasts,
  threadTaskStatus,
  withClarification,
  withTaskStatus,
} from "@/lib/domain/task/task-status";

// Spec §4 "Task states" and §8: if these fail, a task message shows the wrong end (failed for a user's terminate),
// the wrong toast pops up, steps repeat or go missing between polls, or an agent's question shows in the wrong place.
const trajectory = (messages: unknown[]) => JSON.stringify({ type: "trajectory", payload: { messages } });
const step = (id: number | string | null, content = trajectory([]), name?: string): TaskStep => ({ id, content, ...(name ? { name } : {}) });

describe("normaliseErrorCode", () => {
  it.each([
    [1, "1"],
    ["2", "2"],
    [" 2 ", "2"],
    ["", null],
    [null, null],
    [undefined, null],
    [500, "500"],
  ] as const)("%o → %o", (code, expected) => {
    expect(normaliseErrorCode(code)).toBe(expected);
  });
});

describe("threadTaskStatus", () => {
  it.each([
    ["processing", null, false, "processing"],
    ["processing", null, true, "terminated"],
    ["finish", null, false, "finish"],
    ["finish", null, true, "finish"],
    ["error", "1", false, "terminated"],
    ["error", "2", false, "terminated"],
    ["error", "3", false, "error"],
    ["error", null, false, "error"],
    ["error", null, true, "terminated"],
  ] as const)("%s with code %o (terminated here: %o) shows %s", (status, errorCode, here, expected) => {
    expect(threadTaskStatus({ status, errorCode }, here)).toBe(expected);
  });
});

describe("taskEndToasts", () => {
  it.each([
    [{ status: "finish", errorCode: null, errorInfo: null }, false, []],
    [{ status: "processing", errorCode: null, errorInfo: null }, false, []],
    [{ status: "error", errorCode: "1", errorInfo: null }, false, ["Task terminated"]],
    [{ status: "error", errorCode: "2", errorInfo: null }, false, ["Task terminated"]],
    [{ status: "error", errorCode: "9", errorInfo: null }, false, ["Task failed"]],
    [{ status: "error", errorCode: null, errorInfo: null }, true, ["Task terminated"]],
    [{ status: "error", errorCode: "9", errorInfo: "model timed out" }, false, ["Task failed", "This task has been stopped."]],
    [{ status: "error", errorCode: "1", errorInfo: "  " }, false, ["Task terminated"]],
  ] as const)("%o (terminated here: %o) → %o", (progress, here, expected) => {
    expect(taskEndToasts(progress, here).map((toast) => toast.message)).toEqual(expected);
  });
});

describe("steps between polls", () => {
  it("adds only unseen steps, in arrival order, recognising string and number ids alike", () => {
    const known = [step(1), step(2)];
    expect(newSteps(known, [step("2"), step(3), step(4), step(3)]).map((s) => s.id)).toEqual([3, 4]);
  });

  it("recognises a step without id by its content", () => {
    const known = [step(null, "a")];
    expect(newSteps(known, [step(null, "a"), step(null, "b")]).map((s) => s.content)).toEqual(["b"]);
  });

  it.each([
    [[], undefined],
    [[step(1), step(7)], "7"],
    [[step(1), step(null, "x")], "1"],
    [[step(null, "x")], undefined],
  ] as const)("cursor of %o is %o", (steps, expected) => {
    expect(stepCursor(steps)).toBe(expected);
  });
});

describe("task messages in the thread", () => {
  const task = (taskId: string, status: "processing" | "finish" = "processing"): ThreadMessage => ({
    id: `m-${taskId}`,
    messageType: "Task",
    isMachine: true,
    agentName: "Deep Search Agent",
    query: "q",
    taskId,
    status,
  });
  const logic = (id: string, text: string): ThreadMessage => ({ id, messageType: "Logic", isMachine: true, text });

  it("sets a task's status, keeping the same thread when it already shows it", () => {
    const thread = [userMessage("u", "hi"), task("t1")];
    expect(withTaskStatus(thread, "t1", "finish").at(-1)).toMatchObject({ status: "finish" });
    expect(withTaskStatus(thread, "t1", "processing")).toBe(thread);
    expect(withTaskStatus(thread, "nope", "finish")).toBe(thread);
  });

  it("puts the clarification right after its task, once", () => {
    const thread = [task("t1"), logic("l0", "earlier"), userMessage("u", "next"), task("t2")];
    const once = withClarification(thread, "t1", "Which field?", "c1");
    expect(once.map((m) => m.id)).toEqual(["m-t1", "l0", "c1", "u", "m-t2"]);
    expect(withClarification(once, "t1", "Which field?", "c1")).toBe(once);
    // Stored history already holding the same text as a logic message counts as shown.
    expect(withClarification([task("t1"), logic("h", "Which field?")], "t1", "Which field?", "c1")).toHaveLength(2);
  });

  it("knows whether a task (with its logic messages) is the end of the thread", () => {
    expect(taskEndsThread([task("t1"), logic("l", "?")], "t1")).toBe(true);
    expect(taskEndsThread([task("t1"), userMessage("u", "x")], "t1")).toBe(false);
    expect(taskEndsThread([userMessage("u", "x")], "t1")).toBe(false);
  });
});
