import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChatSessionDeps, createChatSessionController } from "@/lib/client/chat-session/controller";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { HistoryMessage } from "@/lib/contract/entities/chat";
import { FailedCallError } from "@/lib/client/api/failed-call-error";
import { ResultCode, ResultMessage } from "@/lib/contract/codes";
import { fakeSessionDeps } from "./support/fake-session-deps";

// Spec §4 "Chat flow" and "Chat page load": if these fail, a new session never gets its answer, the wrong stream
// mode is used, a hand-over loses its task, or a failed stream leaves the chat box locked.
function setup(overrides: Partial<ChatSessionDeps> = {}) {
  // Task polling has its own tests (chat-session-tasks.test.ts); here a poll never answers.
  const { deps, streams } = fakeSessionDeps(overrides);
  const controller = createChatSessionController("s1", deps);
  const kinds = () => controller.getSnapshot().messages.map((m) => m.messageType);
  return { controller, deps, streams, kinds };
}

const history = (rows: HistoryMessage[] = []): ChatSessionMessages => ({
  chatSession: { id: "s1", title: "GNNs", visitType: "owner" },
  chatSessionMessages: rows,
});
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("chat session controller", () => {
  it("starts the init session's chat stream in init mode for a new session", () => {
    const { controller, streams, kinds } = setup();
    controller.load(history(), { sessionId: "s1", query: "why?", agent: null, fileIds: [] });
    expect(streams[0]?.request).toEqual({ query: "why?", chatSessionId: "s1", chatStatus: "init" });
    expect(kinds()).toEqual(["Common", "Sse"]);
    expect(controller.getSnapshot()).toMatchObject({ phase: "ready", title: "GNNs", replying: true });
  });

  it("shows the task the submit flow started for a new session with an agent", () => {
    const { controller, streams } = setup();
    controller.load(history(), { sessionId: "s1", query: "GNNs", agent: "deepSurvey", fileIds: [], taskId: "t1" });
    expect(streams).toHaveLength(0);
    expect(controller.getSnapshot().messages).toMatchObject([
      { messageType: "Common", text: "@Deep Survey GNNs" },
      { messageType: "Task", agentName: "Deep Search Agent", taskId: "t1", status: "processing" },
    ]);
  });

  it("grows the reply with each chunk, then unlocks on complete", async () => {
    const { controller, streams } = setup();
    controller.load(history());
    expect(await controller.send({ text: "hi", agent: null })).toBe(true);
    const stream = streams[0];
    stream?.handlers.onText("Hel");
    stream?.handlers.onText("lo");
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ text: "Hello", status: "streaming" });
    stream?.finish("complete");
    await settle();
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ text: "Hello", status: "finish" });
    expect(controller.getSnapshot().replying).toBe(false);
  });

  it("unlocks and marks the reply failed when the stream fails", async () => {
    const { controller, streams } = setup();
    controller.load(history());
    await controller.send({ text: "hi", agent: null });
    streams[0]?.finish("failed");
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ replying: false });
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ status: "error" });
    expect(controller.getSnapshot().messages.at(-1)).not.toHaveProperty("failure");
  });

  it("keeps the server's reason for refusing the reply with the failed reply", async () => {
    const { controller, streams } = setup();
    controller.load(history());
    await controller.send({ text: "hi", agent: null });
    streams[0]?.handlers.onRefused?.("No language model is configured.");
    streams[0]?.finish("failed");
    await settle();
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ status: "error", failure: "No language model is configured." });
  });

  it("unlocks even when the stream reader throws instead of reporting a failure", async () => {
    const { controller } = setup({ streamChat: vi.fn(async () => Promise.reject(new TypeError("TextDecoderStream is not defined"))) });
    controller.load(history());
    await controller.send({ text: "hi", agent: null });
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ replying: false });
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ status: "error" });
  });

  it("continues after a task, and adds and starts a task when the reply hands over", async () => {
    const { controller, streams, deps, kinds } = setup();
    const finishedTask: HistoryMessage = { type: "task", query: "q", agentName: "Idea Agent", status: "finish", taskId: "t0" };
    controller.load(history([finishedTask]));
    await controller.send({ text: "now a survey", agent: null });
    expect(streams[0]?.request.chatStatus).toBe("continue");
    streams[0]?.handlers.onResponse?.({
      messages: [{ role: "assistant", content: "", tool_calls: [{ function: { name: "Deep Search Agent", arguments: '{"query":"GNN survey"}' } }] }],
    });
    streams[0]?.finish("complete");
    await settle();
    expect(kinds()).toEqual(["Common", "Task", "Common", "Sse", "Task"]);
    expect(deps.startAgentTask).toHaveBeenCalledWith({ agent: "deepSurvey", chatSessionId: "s1", query: "GNN survey" });
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ agentName: "Deep Search Agent", taskId: "t7", status: "processing" });
  });

  it("keeps a hand-over's task as not started when create_task fails", async () => {
    const { controller, streams } = setup({ startAgentTask: vi.fn(async () => Promise.reject(new Error("404"))) });
    controller.load(history());
    await controller.send({ text: "survey", agent: null });
    streams[0]?.handlers.onResponse?.({ messages: [{ role: "assistant", tool_calls: [{ function: { name: "Idea Agent", arguments: "{}" } }] }] });
    streams[0]?.finish("complete");
    await settle();
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ messageType: "Task", status: "unstarted" });
    expect(controller.getSnapshot().messages.at(-1)).not.toHaveProperty("failure");
  });

  it("keeps the server's reason with a hand-over's task when create_task is refused for good", async () => {
    const action = { kind: "toast", level: "warning", message: ResultMessage.maxConcurrentQueries } as const;
    const refused = new FailedCallError({ envelopeCode: ResultCode.maxConcurrentQueries, httpStatus: 200, message: "busy", action });
    const { controller, streams } = setup({ startAgentTask: vi.fn(async () => Promise.reject(refused)) });
    controller.load(history());
    await controller.send({ text: "survey", agent: null });
    streams[0]?.handlers.onResponse?.({ messages: [{ role: "assistant", tool_calls: [{ function: { name: "Idea Agent", arguments: "{}" } }] }] });
    streams[0]?.finish("complete");
    await settle();
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ status: "unstarted", failure: ResultMessage.maxConcurrentQueries });
  });

  it("sends to a chosen agent, and takes the messages back when its task cannot start", async () => {
    const failing = setup({ startAgentTask: vi.fn(async () => Promise.reject(new Error("5016"))) });
    failing.controller.load(history());
    expect(await failing.controller.send({ text: "ideas", agent: "ideaSpark" })).toBe(false);
    expect(failing.kinds()).toEqual([]);

    const { controller, kinds } = setup();
    controller.load(history());
    expect(await controller.send({ text: "ideas", agent: "ideaSpark" })).toBe(true);
    expect(kinds()).toEqual(["Common", "Task"]);
  });

  it("terminates the last message's task and unlocks", async () => {
    const { controller, deps } = setup();
    controller.load(history([{ type: "task", query: "q", agentName: "ML Agent", status: "processing", taskId: "t3" }]));
    expect(await controller.terminate()).toBe(true);
    expect(deps.cancelTask).toHaveBeenCalledWith("t3");
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ status: "terminated" });
  });

  it("ignores later history reloads once the user has acted, and sends nothing as a visitor", async () => {
    const { controller } = setup();
    controller.load({ ...history(), chatSession: { title: "Shared", visitType: "visitor" } });
    expect(await controller.send({ text: "hi", agent: null })).toBe(false);

    const owner = setup();
    owner.controller.load(history());
    await owner.controller.send({ text: "hi", agent: null });
    owner.controller.load(history([{ type: "chat", query: "old", result: "old", status: "finish" }]));
    expect(owner.kinds()).toEqual(["Common", "Sse"]);
  });
});
