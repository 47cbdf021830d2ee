import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FailedCallError } from "@/lib/client/api/failed-call-error";
import { decideErrorAction } from "@/lib/client/api/error-policy";
import type { GetTaskQuery } from "@/lib/client/chat-session/task-calls";
import { pollTask, type TaskPollUpdate } from "@/lib/client/chat-session/task-poller";
import type { Task, TaskStep } from "@/lib/contract/entities/task";

// Spec §4 "Task states", §8: if these fail, a running task's progress stops moving (or hammers the server), steps
// repeat or vanish, a task never stops being polled, or a failed poll is silent, double-toasted or ends polling.
type Call = { query: GetTaskQuery; signal: AbortSignal; resolve: (task: Task) => void; reject: (error: unknown) => void };

const step = (id: number): TaskStep => ({ id, content: `{"type":"trajectory","payload":{"messages":[]}}#${id}` });
const task = (status: Task["status"], ids: number[], extra: Partial<Task> = {}): Task => ({
  taskId: "t1",
  status,
  steps: ids.map(step),
  ...extra,
});

function setup(online = true) {
  const calls: Call[] = [];
  const updates: TaskPollUpdate[] = [];
  const toast = vi.fn();
  const onGiveUp = vi.fn();
  const fetchTask = vi.fn(
    (query: GetTaskQuery, signal: AbortSignal) => new Promise<Task>((resolve, reject) => calls.push({ query, signal, resolve, reject })),
  );
  const poller = pollTask("t1", { onUpdate: (update) => updates.push(update), onGiveUp }, { fetchTask, toast, isOnline: () => online });
  /** Answers the latest poll and lets its handler run. */
  const answer = async (value: Task) => {
    calls.at(-1)?.resolve(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (error: unknown) => {
    calls.at(-1)?.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, updates, toast, onGiveUp, poller, answer, fail };
}

const apiError = (code: number | undefined, message?: string) =>
  new FailedCallError({ envelopeCode: code, message: message ?? "x", action: decideErrorAction({ code, message, online: true }) });

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("task poller", () => {
  it("asks at once, without a cursor", () => {
    const { calls } = setup();
    expect(calls.map((call) => call.query)).toEqual([{ taskId: "t1" }]);
  });

  it("asks again right away before the first steps, but at most four times a second", async () => {
    const { calls, answer } = setup();
    await answer(task("processing", []));
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    // A slow answer (300 ms) is followed by the next poll at once.
    await vi.advanceTimersByTimeAsync(300);
    await answer(task("processing", []));
    expect(calls).toHaveLength(3);
  });

  it("polls every second once steps exist, after the last step it holds", async () => {
    const { calls, answer, updates } = setup();
    await answer(task("processing", [1, 2]));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]?.query).toEqual({ taskId: "t1", after: "2" });
    expect(updates[0]).toMatchObject({ status: "processing", added: [{ id: 1 }, { id: 2 }] });
  });

  it("keeps every step once and in order when an answer repeats some", async () => {
    const { answer, updates } = setup();
    await answer(task("processing", [1, 2]));
    await vi.advanceTimersByTimeAsync(1000);
    await answer(task("processing", [2, 3]));
    await vi.advanceTimersByTimeAsync(1000);
    await answer(task("processing", []));
    expect(updates.map((update) => update.steps.map((s) => s.id))).toEqual([[1, 2], [1, 2, 3], [1, 2, 3]]);
    expect(updates.map((update) => update.added.map((s) => s.id))).toEqual([[1, 2], [3], []]);
  });

  it.each(["finish", "error"] as const)("stops when the task reports %s", async (status) => {
    const { calls, answer, updates, poller } = setup();
    await answer(task(status, [1], { errorCode: 2, errorInfo: "stopped" }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(poller.isStopped()).toBe(true);
    expect(updates.at(-1)).toMatchObject({ status, errorCode: "2", errorInfo: "stopped" });
  });

  it("tells 'Service is busy' when a poll fails, then polls again a second later", async () => {
    const { calls, fail, toast, answer, updates } = setup();
    await fail(apiError(undefined));
    expect(toast).toHaveBeenCalledWith("warning", "Service is busy");
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await answer(task("processing", [1]));
    expect(updates).toHaveLength(1);
  });

  it("tells 'Disconnected from server' when a poll fails offline", async () => {
    const { fail, toast, calls } = setup(false);
    await fail(new TypeError("Failed to fetch"));
    expect(toast.mock.calls).toEqual([["error", "Disconnected from server"]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });

  it("ignores the poll it cancels when stopped, and polls no more", async () => {
    const { calls, poller, updates, toast } = setup();
    poller.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.reject(new DOMException("The operation was aborted.", "AbortError"));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(toast).not.toHaveBeenCalled();
    expect(updates).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("ignores a request canceled elsewhere without a toast, and keeps polling", async () => {
    const { calls, fail, toast } = setup();
    await fail(new DOMException("The operation was aborted.", "AbortError"));
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });

  it("stops a scheduled poll when stopped between polls", async () => {
    const { calls, answer, poller } = setup();
    await answer(task("processing", [1]));
    poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it("gives up with the server's text when the task cannot be had (404)", async () => {
    const { calls, fail, toast, onGiveUp } = setup();
    await fail(apiError(404, "Task not found"));
    expect(toast.mock.calls).toEqual([["warning", "Task not found"]]);
    expect(onGiveUp).toHaveBeenCalledWith("unavailable");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it("gives up quietly on 401: the api client is already logging the user out", async () => {
    const { calls, fail, toast, onGiveUp } = setup();
    await fail(apiError(401));
    expect(toast).not.toHaveBeenCalled();
    expect(onGiveUp).toHaveBeenCalledWith("signedOut");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it("treats a server error code as busy and keeps polling", async () => {
    const { calls, fail, toast } = setup();
    await fail(apiError(500, "boom"));
    expect(toast).toHaveBeenCalledWith("warning", "Service is busy");
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });
});
