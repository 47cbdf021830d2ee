import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChatSessionController } from "@/lib/client/chat-session/controller";
import type { GpuAnswer } from "@/lib/client/chat-session/gpu-confirm";
import { GPU_CONFIRM_DELAY_MS } from "@/lib/client/chat-session/gpu-hand-over";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { PlanLevel } from "@/lib/contract/constants";
import { type TaskMessage, workingTask } from "@/lib/domain/chat/chat-thread";
import { fakeSessionDeps } from "./support/fake-session-deps";

// Spec §4 "Chat flow" and "Submit flow", §9 "GPU confirm delay 3 s": if these fail, an experiment starts on a GPU
// nobody confirmed, the question covers a reply still appearing, or a cancelled run leaves the chat locked.
function setup(plan: PlanLevel = "free") {
  const answers: ((answer: GpuAnswer) => void)[] = [];
  const { deps, streams } = fakeSessionDeps({
    startAgentTask: vi.fn(async () => ({ taskId: "t9" })),
    planLevel: vi.fn(async () => plan),
    confirmGpu: vi.fn(() => new Promise<GpuAnswer>((resolve) => answers.push(resolve))),
  });
  const controller = createChatSessionController("s1", deps);
  controller.load(history);
  const last = () => controller.getSnapshot().messages.at(-1) as TaskMessage;
  return { controller, deps, streams, answers, last };
}

const history: ChatSessionMessages = { chatSession: { id: "s1", title: "MNIST", visitType: "owner" }, chatSessionMessages: [] };
const settle = () => vi.advanceTimersByTimeAsync(0);
const query = "train a small CNN on MNIST";

/** A chat reply that ends by handing over to Auto Experiment ("ML Agent"), as the fake model's @tool: does. */
async function handOverToExperiment({ controller, streams }: ReturnType<typeof setup>, text = "I will run this experiment.") {
  await controller.send({ text: `@tool:auto_experiment ${query}`, agent: null });
  const stream = streams.at(-1);
  stream?.handlers.onText(text);
  stream?.handlers.onResponse?.({
    messages: [{ role: "assistant", content: text, tool_calls: [{ function: { name: "ML Agent", arguments: JSON.stringify({ query }) } }] }],
  });
  stream?.finish("complete");
  await settle();
}

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("a chat reply handing over to Auto Experiment", () => {
  it.each(["free", "pro"] as const)("asks a %s user exactly 3 s after the reply has shown; the chat stays locked meanwhile", async (plan) => {
    const session = setup(plan);
    await handOverToExperiment(session);
    expect(session.last()).toMatchObject({ messageType: "Task", agentName: "ML Agent", status: "starting" });
    session.controller.reveal.revealAll();
    await vi.advanceTimersByTimeAsync(GPU_CONFIRM_DELAY_MS - 1);
    expect(session.deps.confirmGpu).not.toHaveBeenCalled();
    expect(workingTask(session.controller.getSnapshot().messages)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(session.deps.confirmGpu).toHaveBeenCalledTimes(1);
    expect(session.deps.startAgentTask).not.toHaveBeenCalled();
  });

  it("waits for a long reply to finish appearing before the 3 s start", async () => {
    const session = setup();
    await handOverToExperiment(session, "A long explanation of the experiment plan. ".repeat(60));
    await vi.advanceTimersByTimeAsync(GPU_CONFIRM_DELAY_MS);
    expect(session.controller.reveal.getSnapshot().get(session.last().id)?.done).toBe(false);
    expect(session.deps.confirmGpu).not.toHaveBeenCalled();
    session.controller.reveal.revealAll();
    await vi.advanceTimersByTimeAsync(GPU_CONFIRM_DELAY_MS);
    expect(session.deps.confirmGpu).toHaveBeenCalledTimes(1);
  });

  it("cancel ends the turn: no task is created, the message says cancelled, the chat unlocks", async () => {
    const session = setup();
    await handOverToExperiment(session);
    session.controller.reveal.revealAll();
    await vi.advanceTimersByTimeAsync(GPU_CONFIRM_DELAY_MS);
    session.answers[0]?.(0);
    await settle();
    expect(session.deps.startAgentTask).not.toHaveBeenCalled();
    expect(session.last()).toMatchObject({ status: "cancelled" });
    expect(session.last().taskId).toBeUndefined();
    expect(workingTask(session.controller.getSnapshot().messages)).toBeUndefined();
  });

  it("confirm creates the task as before", async () => {
    const session = setup();
    await handOverToExperiment(session);
    session.controller.reveal.revealAll();
    await vi.advanceTimersByTimeAsync(GPU_CONFIRM_DELAY_MS);
    session.answers[0]?.(1);
    await settle();
    expect(session.deps.startAgentTask).toHaveBeenCalledWith({ agent: "autoExperiment", chatSessionId: "s1", query });
    expect(session.last()).toMatchObject({ status: "processing", taskId: "t9" });
  });

  it("asks nothing and creates nothing once the page has gone", async () => {
    const session = setup();
    await handOverToExperiment(session);
    session.controller.reveal.revealAll();
    session.controller.dispose();
    await vi.advanceTimersByTimeAsync(GPU_CONFIRM_DELAY_MS * 2);
    expect(session.deps.confirmGpu).not.toHaveBeenCalled();
    expect(session.deps.startAgentTask).not.toHaveBeenCalled();
  });

  it("other agents start at once, without a question", async () => {
    const session = setup("pro");
    await session.controller.send({ text: "survey", agent: null });
    const survey = { function: { name: "Deep Search Agent", arguments: "{}" } };
    session.streams[0]?.handlers.onResponse?.({ messages: [{ role: "assistant", tool_calls: [survey] }] });
    session.streams[0]?.finish("complete");
    await settle();
    expect(session.deps.confirmGpu).not.toHaveBeenCalled();
    expect(session.deps.startAgentTask).toHaveBeenCalledTimes(1);
  });
});

describe("sending straight to Auto Experiment on the session page", () => {
  it("asks a paid user first; 0 sends nothing and keeps the text in the input", async () => {
    const session = setup("lab");
    const sent = session.controller.send({ text: query, agent: "autoExperiment" });
    await settle();
    expect(session.deps.confirmGpu).toHaveBeenCalledTimes(1);
    session.answers[0]?.(0);
    expect(await sent).toBe(false);
    expect(session.controller.getSnapshot().messages).toEqual([]);
    expect(session.deps.trackQueryEvent).not.toHaveBeenCalled();
    expect(session.deps.startAgentTask).not.toHaveBeenCalled();
  });

  it("starts the task once a paid user confirms", async () => {
    const session = setup("pro");
    const sent = session.controller.send({ text: query, agent: "autoExperiment" });
    await settle();
    session.answers[0]?.(1);
    expect(await sent).toBe(true);
    expect(session.last()).toMatchObject({ agentName: "ML Agent", status: "processing", taskId: "t9" });
  });

  it("never asks a free (or unknown-plan) user", async () => {
    const session = setup("free");
    expect(await session.controller.send({ text: query, agent: "autoExperiment" })).toBe(true);
    expect(session.deps.confirmGpu).not.toHaveBeenCalled();
    expect(session.deps.startAgentTask).toHaveBeenCalledTimes(1);
  });
});
