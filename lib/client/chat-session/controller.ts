/**
 * One chat session's live state on the session page (spec §4 "Chat flow", "Task states", "Chat page load"): the
 * messages, the open reply stream, hand-overs to agents, the tasks it follows and the active canvas panel, and
 * termination. An external store (subscribe/getSnapshot), so React only renders it and tests can drive it without
 * a browser.
 */
import { type AgentId, agents } from "@/lib/contract/agents";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import { CANVAS_OPEN_DELAY_MS } from "@/lib/contract/constants";
import type { VisitType } from "@/lib/contract/entities/chat";
import {
  agentMessageText,
  chatStatusFor,
  type ChatStatus,
  handOversIn,
  type HandOver,
  type TaskMessage,
  terminableTaskId,
  threadFromHistory,
  type ThreadMessage,
  userMessage,
} from "@/lib/domain/chat/chat-thread";
import { createStreamingReveal, type StreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import type { TaskProgress } from "@/lib/domain/task/task-progress";
import { currentPlanLevel, refreshCreditInfo } from "../account/credit-info";
import { confirmGpu, gpuConfirmedBeforeSend, type GpuGateDeps } from "./gpu-confirm";
import { confirmGpuAfterReply } from "./gpu-hand-over";
import { refreshSessionList } from "../shell/session-list";
import { type AgentSuggestion, createSessionTasks, type SessionTasksDeps } from "./session-tasks";
import { type ChatStreamHandlers, type ChatStreamOutcome, streamChat } from "./chat-stream";
import { newRandomId } from "../api/fingerprint";
import type { InitSession } from "./init-session";
import { browserIsOnline } from "../api/network-status";
import { trackQueryEvent } from "./query-event";
import { cancelTask, getTask, startAgentTask } from "./task-calls";
import { showToast } from "../shell/toast-store";

export { activeCanvasPanel, type AgentSuggestion } from "./session-tasks";

export type ChatSessionSnapshot = {
  phase: "loading" | "ready";
  title: string;
  visitType: VisitType;
  messages: readonly ThreadMessage[];
  /** A chat reply stream is open. */
  replying: boolean;
  /** Every task the page follows, by task id. */
  tasks: Readonly<Record<string, TaskProgress>>;
  /** The task whose canvas panel shows. */
  activePanelKey?: string;
  /** An agent the input should select (a clarification asks the user to answer Deep Survey); `key` changes each time. */
  suggestedAgent?: AgentSuggestion;
};

export type ChatSessionController = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ChatSessionSnapshot;
  reveal: StreamingReveal;
  /** Takes the stored history; ignored once the user has done anything here (the live state is then newer). */
  load: (data: ChatSessionMessages, init?: InitSession) => void;
  /** Resolves true when the input should be cleared. */
  send: (input: { text: string; agent: AgentId | null }) => Promise<boolean>;
  /** Terminates the last message's task; resolves whether it was stopped. */
  terminate: () => Promise<boolean>;
  /** Shows the task's canvas panel (a task header was clicked); a task the page does not follow is ignored. */
  activatePanel: (taskId: string) => void;
  dispose: () => void;
};

export type ChatSessionDeps = {
  streamChat: typeof streamChat;
  startAgentTask: typeof startAgentTask;
  cancelTask: typeof cancelTask;
  trackQueryEvent: typeof trackQueryEvent;
  newId: () => string;
} & SessionTasksDeps &
  GpuGateDeps;

const browserDeps: ChatSessionDeps = {
  streamChat,
  startAgentTask,
  cancelTask,
  trackQueryEvent,
  refreshSessionList,
  refreshCredits: refreshCreditInfo,
  getTask,
  isOnline: browserIsOnline,
  toast: (level, message) => {
    showToast(level, message);
  },
  newId: newRandomId,
  planLevel: currentPlanLevel,
  confirmGpu,
};

export function createChatSessionController(sessionId: string, overrides: Partial<ChatSessionDeps> = {}): ChatSessionController {
  const deps: ChatSessionDeps = { ...browserDeps, ...overrides };
  const reveal = createStreamingReveal();
  const listeners = new Set<() => void>();
  const aborter = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let state: ChatSessionSnapshot = { phase: "loading", title: "", visitType: "owner", messages: [], replying: false, tasks: {} };
  let touched = false;

  function set(next: Partial<ChatSessionSnapshot>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  const sessionTasks = createSessionTasks({ get: () => state, set }, deps);

  function patch<T extends ThreadMessage>(id: string, change: Partial<T>) {
    set({ messages: state.messages.map((message) => (message.id === id ? ({ ...message, ...change } as ThreadMessage) : message)) });
  }

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function taskMessage(agentName: string, query: string): TaskMessage {
    return { id: deps.newId(), messageType: "Task", isMachine: true, agentName, query, status: "starting" };
  }

  /** Creates the task behind a task message; a failure leaves it `unstarted` (the error was already shown). */
  async function startTask(message: TaskMessage, agent: AgentId, query: string): Promise<boolean> {
    try {
      const task = await deps.startAgentTask({ agent, chatSessionId: sessionId, query });
      const taskId = String(task.taskId);
      patch<TaskMessage>(message.id, { status: "processing", taskId });
      sessionTasks.follow({ ...message, status: "processing", taskId }, false);
      // Spec §4 "Chat flow": the new task's panel is added and made active.
      if (sessionTasks.isFollowing(taskId)) set({ activePanelKey: taskId });
      void deps.refreshSessionList();
      return true;
    } catch {
      patch<TaskMessage>(message.id, { status: "unstarted" });
      return false;
    }
  }

  async function handOver(to: HandOver) {
    const message = taskMessage(to.agentName, to.query);
    set({ messages: [...state.messages, message] });
    // Queued behind the reply, so the task shows once the reply has finished showing (spec §4 "Streaming display").
    reveal.upsert({ id: message.id, parts: [], complete: true });
    // Every plan confirms an experiment's GPU run here: the reply chose the agent, the user never did (spec §4, §6).
    if (to.agent === "autoExperiment") {
      const answer = await confirmGpuAfterReply({ reveal, messageId: message.id, confirmGpu: deps.confirmGpu, signal: aborter.signal });
      if (aborter.signal.aborted) return;
      // Spec §4: cancel ends the turn; the task is never created and the chat unlocks.
      if (answer === 0) {
        patch<TaskMessage>(message.id, { status: "cancelled" });
        return;
      }
    }
    await startTask(message, to.agent, to.query);
  }

  async function reply(query: string, chatStatus: ChatStatus) {
    touched = true;
    const replyId = deps.newId();
    let text = "";
    let reasoning = "";
    let handOvers: HandOver[] = [];
    set({
      replying: true,
      messages: [...state.messages, userMessage(deps.newId(), query), { id: replyId, messageType: "Sse", isMachine: true, text, status: "streaming" }],
    });
    reveal.upsert({ id: replyId, parts: [{ kind: "content", text }], complete: false });
    const handlers: ChatStreamHandlers = {
      onText(chunk) {
        text += chunk;
        patch(replyId, { text });
        reveal.upsert({ id: replyId, parts: [{ kind: "content", text }], complete: false });
      },
      onResponse(data) {
        handOvers = handOversIn(data);
        // An upstream that sends the reply only in `response` still gets it shown.
        const content = data.messages.find((message) => message.role === "assistant" && message.content)?.content;
        if (text === "" && content) text = content;
        // The model's thinking arrives whole with the response (the stream carries only the answer's text).
        reasoning = data.messages.find((message) => message.role === "assistant" && message.reasoning_content)?.reasoning_content ?? "";
      },
    };
    let outcome: ChatStreamOutcome;
    try {
      outcome = await deps.streamChat({ query, chatSessionId: sessionId, chatStatus }, handlers, { signal: aborter.signal });
    } catch {
      // streamChat reports its failures as outcomes; should anything still throw, the turn ends all the same, or the
      // chat box would stay locked (spec §8: a failed chat stream unlocks it).
      outcome = aborter.signal.aborted ? "aborted" : "failed";
    }
    if (outcome === "aborted") return;
    patch(replyId, { text, status: outcome === "complete" ? "finish" : "error", ...(reasoning ? { reasoning } : {}) });
    reveal.upsert({ id: replyId, parts: [{ kind: "content", text }], complete: true });
    set({ replying: false });
    void deps.refreshSessionList();
    if (outcome === "complete") await Promise.all(handOvers.map(handOver));
  }

  function activatePanel(taskId: string) {
    if (state.tasks[taskId] && state.activePanelKey !== taskId) set({ activePanelKey: taskId });
  }

  /** Spec §4 "Chat page load": a new session's first agent task opens the canvas after 3 s. */
  function openCanvasLater(taskId: string) {
    later(CANVAS_OPEN_DELAY_MS, () => activatePanel(taskId));
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    reveal,
    load(data, init) {
      if (touched) return;
      const rows = data.chatSessionMessages;
      const messages = sessionTasks.withProgress(threadFromHistory(rows, (row, index) => (row.id == null ? `history-${index}` : String(row.id))));
      set({ phase: "ready", title: data.chatSession.title ?? "", visitType: data.chatSession.visitType ?? "owner", messages });
      if (!init || rows.length > 0) {
        // Running tasks are followed to their end; finished ones are asked once, so their panels have their steps.
        const stored = messages.filter((message): message is TaskMessage => message.messageType === "Task");
        for (const task of stored) sessionTasks.follow(task, true);
        const latestId = stored.findLast((task) => task.taskId !== undefined && state.tasks[task.taskId])?.taskId;
        if (state.activePanelKey !== undefined || latestId === undefined) return;
        if (latestId === init?.taskId) {
          // The submit flow's task, already in the stored history: a new session's first task (see below). From
          // here the live state is newer, so a second load (no init session any more) cannot open it at once.
          touched = true;
          openCanvasLater(latestId);
        } else {
          // Ours, not the spec's: a stored session opens on its latest task's panel rather than an empty canvas.
          set({ activePanelKey: latestId });
        }
        return;
      }
      if (!init.agent) {
        void reply(init.query, "init");
        return;
      }
      // The submit flow already started the agent's task.
      touched = true;
      const task: TaskMessage = {
        ...taskMessage(agents[init.agent].primaryName, init.query),
        taskId: init.taskId,
        status: init.taskId ? "processing" : "unstarted",
      };
      set({ messages: [userMessage(deps.newId(), agentMessageText(init.agent, init.query)), task] });
      sessionTasks.follow(task, false);
      if (init.taskId) openCanvasLater(init.taskId);
    },
    async send({ text, agent }) {
      const query = text.trim();
      if (query === "" || state.replying || state.visitType === "visitor" || state.phase !== "ready") return false;
      // Same rule as the home submit; a cancelled GPU run sends nothing and the input keeps its text.
      if (!(await gpuConfirmedBeforeSend(agent, deps)) || aborter.signal.aborted) return false;
      deps.trackQueryEvent(agent);
      if (!agent) {
        void reply(query, chatStatusFor(state.messages));
        return true;
      }
      touched = true;
      const before = state.messages;
      const message = taskMessage(agents[agent].primaryName, query);
      set({ messages: [...before, userMessage(deps.newId(), agentMessageText(agent, query)), message] });
      if (await startTask(message, agent, query)) return true;
      // Spec §4: on failure nothing is sent; the text stays in the input for another try.
      set({ messages: before });
      return false;
    },
    async terminate() {
      const taskId = terminableTaskId(state.messages);
      if (!taskId) return false;
      try {
        await deps.cancelTask(taskId);
      } catch {
        return false; // Shown by the api client; the task keeps running and the chat stays locked.
      }
      // Polling goes on until the server reports the end, so the task's last steps still show in its panel.
      sessionTasks.markTerminated(taskId);
      return true;
    },
    activatePanel,
    dispose() {
      aborter.abort();
      sessionTasks.stopAll();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      reveal.reset();
      listeners.clear();
    },
  };
}
