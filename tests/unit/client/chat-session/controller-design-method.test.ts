import { describe, expect, it, vi } from "vitest";
import { createChatSessionController } from "@/lib/client/chat-session/controller";
import type { StartAgentTask } from "@/lib/client/chat-session/task-calls";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { Task, TaskCreated } from "@/lib/contract/entities/task";
import type { TaskMessage } from "@/lib/domain/chat/chat-thread";
import { fakeSessionDeps } from "./support/fake-session-deps";

// Issue 18 item 4 ('Design method'): if these fail, an idea's Method Design task starts without the idea, loses the
// session's files, or starts while another task holds the chat.
const ideaTask = { type: "task", query: "ideas on grokking", agentName: "Idea Agent", status: "finish", taskId: "i1" } as const;
const idea = {
  summary: "Curriculum grokking",
  description: "Order the pairs by difficulty.",
  references: [{ label: "Grokking", href: "https://arxiv.org/abs/2201.02177" }],
};

function history(status: "finish" | "processing" = "finish", visitType: "owner" | "visitor" = "owner"): ChatSessionMessages {
  return { chatSession: { id: "s1", title: "Grokking", visitType }, chatSessionMessages: [{ ...ideaTask, status }] };
}

function setup() {
  const { deps } = fakeSessionDeps({
    startAgentTask: vi.fn(async (_input: StartAgentTask): Promise<TaskCreated> => ({ taskId: "m1" })),
    getTask: vi.fn((): Promise<Task> => new Promise(() => {})),
    planLevel: vi.fn(async () => "free" as const),
    confirmGpu: vi.fn(async () => 1 as const),
  });
  return { controller: createChatSessionController("s1", deps), deps };
}

describe("designMethod", () => {
  it("starts a Method Design task in the session with the idea as its brief, and shows its panel", async () => {
    const { controller, deps } = setup();
    controller.load(history());
    await expect(controller.designMethod({ taskId: "i1", ...idea })).resolves.toBe(true);
    const call = deps.startAgentTask.mock.calls[0]?.[0];
    expect(call).toMatchObject({ agent: "methodDesign", chatSessionId: "s1", query: "Design method: Curriculum grokking", fileIds: [] });
    expect(call?.queryContent).toContain(idea.description);
    expect(call?.queryContent).toContain("[1] Grokking. https://arxiv.org/abs/2201.02177");
    expect(controller.getSnapshot().messages.at(-1) as TaskMessage).toMatchObject({ agentName: "Proposal Agent", taskId: "m1", status: "processing" });
    expect(controller.getSnapshot().activePanelKey).toBe("m1");
    expect(deps.trackQueryEvent).toHaveBeenCalledWith("methodDesign");
    expect(deps.confirmGpu).not.toHaveBeenCalled();
  });

  it("takes on the idea task's files as get_task lists them", async () => {
    const { controller, deps } = setup();
    deps.getTask.mockImplementation(async () => ({ taskId: "i1", status: "finish", steps: [], fileIds: ["f1"] }));
    controller.load(history());
    await vi.waitFor(() => expect(controller.getSnapshot().tasks.i1?.loaded).toBe(true));
    await controller.designMethod({ taskId: "i1", ...idea });
    expect(deps.startAgentTask.mock.calls[0]?.[0]).toMatchObject({ agent: "methodDesign", fileIds: ["f1"] });
  });

  it("does nothing for a visitor or while a task holds the chat", async () => {
    const visitor = setup();
    visitor.controller.load(history("finish", "visitor"));
    await expect(visitor.controller.designMethod({ taskId: "i1", ...idea })).resolves.toBe(false);
    const busy = setup();
    busy.controller.load(history("processing"));
    await expect(busy.controller.designMethod({ taskId: "i1", ...idea })).resolves.toBe(false);
    expect([...visitor.deps.startAgentTask.mock.calls, ...busy.deps.startAgentTask.mock.calls]).toEqual([]);
  });
});
