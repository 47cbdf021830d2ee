import { describe, expect, it, vi } from "vitest";
import { createChatSessionController } from "@/lib/client/chat-session/controller";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { StartAgentTask } from "@/lib/client/chat-session/task-calls";
import type { PlanLevel } from "@/lib/contract/constants";
import type { Task, TaskCreated } from "@/lib/contract/entities/task";
import type { TaskMessage } from "@/lib/domain/chat/chat-thread";
import { fakeSessionDeps } from "./support/fake-session-deps";

// Issue 17 item 2 ('Run this experiment'): if these fail, the chain's last step starts without the report, skips the
// GPU question a send asks, loses the method's files, or starts a second task while the chat is busy.
const report = "# Grokking on modular addition\n\nTrain a two-layer MLP on (a + b) mod 97 [1].";
const cited = [{ title: "Grokking: Generalization Beyond Overfitting", year: 2022 }];
const methodTask = { type: "task", query: "design a method", agentName: "Proposal Agent", status: "finish", taskId: "m1" } as const;

function history(visitType: "owner" | "visitor" = "owner"): ChatSessionMessages {
  return { chatSession: { id: "s1", title: "Grokking", visitType }, chatSessionMessages: [methodTask] };
}

function setup(plan: PlanLevel = "free", gpuAnswer: 0 | 1 = 1) {
  const { deps } = fakeSessionDeps({
    startAgentTask: vi.fn(async (_input: StartAgentTask): Promise<TaskCreated> => ({ taskId: "x1" })),
    getTask: vi.fn((): Promise<Task> => new Promise(() => {})),
    planLevel: vi.fn(async () => plan),
    confirmGpu: vi.fn(async () => gpuAnswer),
  });
  const controller = createChatSessionController("s1", deps);
  return { controller, deps, last: () => controller.getSnapshot().messages.at(-1) as TaskMessage };
}

describe("runExperiment", () => {
  it("starts an Auto Experiment task in the session with the report as its brief, and shows its panel", async () => {
    const { controller, deps, last } = setup();
    controller.load(history());
    await expect(controller.runExperiment({ taskId: "m1", report, cited })).resolves.toBe(true);
    const call = deps.startAgentTask.mock.calls[0]?.[0];
    expect(call).toMatchObject({ agent: "autoExperiment", chatSessionId: "s1", query: "Run this experiment: Grokking on modular addition", fileIds: [] });
    expect(call?.queryContent).toContain(report);
    expect(call?.queryContent).toContain("[1] Grokking: Generalization Beyond Overfitting. 2022");
    expect(last()).toMatchObject({ agentName: "ML Agent", taskId: "x1", status: "processing" });
    expect(controller.getSnapshot().activePanelKey).toBe("x1");
    expect(deps.trackQueryEvent).toHaveBeenCalledWith("autoExperiment");
  });

  it("asks a paying user about the GPU as a send does; a cancel starts nothing", async () => {
    const { controller, deps, last } = setup("pro", 0);
    controller.load(history());
    await expect(controller.runExperiment({ taskId: "m1", report, cited })).resolves.toBe(false);
    expect(deps.confirmGpu).toHaveBeenCalledTimes(1);
    expect(deps.startAgentTask).not.toHaveBeenCalled();
    expect(last()).toMatchObject({ taskId: "m1" });
  });

  it("takes on the method task's files as get_task lists them, so a reload does not lose them", async () => {
    const { controller, deps } = setup();
    // A page loaded after the method task ran: only the stored history and the task's own answer know its files.
    deps.getTask.mockImplementation(async () => ({ taskId: "m1", status: "finish", steps: [], fileIds: ["f1", "f2"] }));
    controller.load(history());
    await vi.waitFor(() => expect(controller.getSnapshot().tasks.m1?.loaded).toBe(true));
    await controller.runExperiment({ taskId: "m1", report, cited });
    expect(deps.startAgentTask.mock.calls[0]?.[0]).toMatchObject({ agent: "autoExperiment", fileIds: ["f1", "f2"] });
  });

  it("does nothing for a visitor or while another task works", async () => {
    const visitor = setup();
    visitor.controller.load(history("visitor"));
    await expect(visitor.controller.runExperiment({ taskId: "m1", report, cited })).resolves.toBe(false);
    const busy = setup();
    busy.controller.load({ ...history(), chatSessionMessages: [{ ...methodTask, status: "processing" }] });
    await expect(busy.controller.runExperiment({ taskId: "m1", report, cited })).resolves.toBe(false);
    expect([...visitor.deps.startAgentTask.mock.calls, ...busy.deps.startAgentTask.mock.calls]).toEqual([]);
  });
});
