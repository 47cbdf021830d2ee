/**
 * Starting an agent's task from the chat (spec §4 "Chat flow"): a task message joins the thread, its task is
 * created and followed, and its panel becomes the active one. A reply that hands over to Auto Experiment asks
 * about the GPU first, once the reply has been shown (spec §4, §6).
 */
import type { AgentId } from "@/lib/contract/agents";
import { lastingRefusal } from "@/lib/client/api/error-policy";
import { FailedCallError } from "@/lib/client/api/failed-call-error";
import type { StreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import type { HandOver, TaskMessage } from "@/lib/domain/chat/chat-thread";
import type { ConfirmGpu } from "./gpu-confirm";
import { confirmGpuAfterReply } from "./gpu-hand-over";
import type { SessionStore } from "./session-store";
import type { SessionTasks } from "./session-tasks";
import type { StartAgentTask, startAgentTask } from "./task-calls";

/** What a task is started with: the chat's task line, the agent's brief when longer, the attached files. */
export type TaskBrief = Pick<StartAgentTask, "query" | "queryContent" | "fileIds">;

export type HandOverDeps = {
  startAgentTask: typeof startAgentTask;
  refreshSessionList: () => Promise<unknown>;
  confirmGpu: ConfirmGpu;
  newId: () => string;
};

export type HandOverContext = {
  sessionId: string;
  store: SessionStore;
  reveal: StreamingReveal;
  sessionTasks: SessionTasks;
  /** Aborted when the page goes away: a pending GPU question is withdrawn and no task starts. */
  signal: AbortSignal;
  deps: HandOverDeps;
};

export function createHandOvers({ sessionId, store, reveal, sessionTasks, signal, deps }: HandOverContext) {
  function taskMessage(agentName: string, query: string): TaskMessage {
    return { id: deps.newId(), messageType: "Task", isMachine: true, agentName, query, status: "starting" };
  }

  /**
   * Creates the task behind a task message, with the files the user attached to it; a failure leaves it
   * `unstarted` (the error was already shown).
   */
  async function startTask(message: TaskMessage, agent: AgentId, brief: TaskBrief): Promise<boolean> {
    try {
      const task = await deps.startAgentTask({ agent, chatSessionId: sessionId, ...brief });
      const taskId = String(task.taskId);
      store.patch<TaskMessage>(message.id, { status: "processing", taskId });
      sessionTasks.follow({ ...message, status: "processing", taskId }, false);
      // Spec §4 "Chat flow": the new task's panel is added and made active.
      if (sessionTasks.isFollowing(taskId)) store.set({ activePanelKey: taskId });
      void deps.refreshSessionList();
      return true;
    } catch (error) {
      const failure = error instanceof FailedCallError ? lastingRefusal(error.code, error.action) : undefined;
      store.patch<TaskMessage>(message.id, { status: "unstarted", ...(failure ? { failure } : {}) });
      return false;
    }
  }

  /** What a completed reply hands over to: a task message queued behind the reply, then its task. */
  async function handOver(to: HandOver): Promise<void> {
    const message = taskMessage(to.agentName, to.query);
    store.set({ messages: [...store.get().messages, message] });
    // Queued behind the reply, so the task shows once the reply has finished showing (spec §4 "Streaming display").
    reveal.upsert({ id: message.id, parts: [], complete: true });
    // Every plan confirms an experiment's GPU run here: the reply chose the agent, the user never did (spec §4, §6).
    if (to.agent === "autoExperiment") {
      const answer = await confirmGpuAfterReply({ reveal, messageId: message.id, confirmGpu: deps.confirmGpu, signal });
      if (signal.aborted) return;
      // Spec §4: cancel ends the turn; the task is never created and the chat unlocks.
      if (answer === 0) {
        store.patch<TaskMessage>(message.id, { status: "cancelled" });
        return;
      }
    }
    await startTask(message, to.agent, { query: to.query });
  }

  return { taskMessage, startTask, handOver };
}
