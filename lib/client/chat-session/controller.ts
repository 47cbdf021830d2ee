/**
 * One chat session's live state on the session page (spec §4 "Chat flow", "Task states", "Chat page load"): the
 * messages, the open reply stream, hand-overs to agents, the tasks it follows and the active canvas panel, and
 * termination. An external store (subscribe/getSnapshot), so React only renders it and tests can drive it without
 * a browser. It composes the pieces: reply.ts, hand-over.ts, panels.ts, session-tasks.ts and, in replay mode,
 * replay-player.ts.
 */
import { type AgentId, agents } from "@/lib/contract/agents";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import { createStreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import {
  agentMessageText,
  type ChatStatus,
  chatStatusFor,
  type TaskMessage,
  terminableTaskId,
  threadFromHistory,
  userMessage,
  workingTask,
} from "@/lib/domain/chat/chat-thread";
import { type TaskBrief, experimentBrief, ideaBrief } from "@/lib/domain/task/hand-off";
import { gpuConfirmedBeforeSend } from "./gpu-confirm";
import { createHandOvers } from "./hand-over";
import type { InitSession } from "./init-session";
import { createPanels } from "./panels";
import { createReply } from "./reply";
import { createReplayPlayer, type ReplayPlayer } from "./replay-player";
import { historyRowId, type ReplayRecording } from "./replay-timeline";
import { createSessionStore } from "./session-store";
import { createSessionTasks } from "./session-tasks";
import { browserDeps, type ChatSessionDeps } from "./controller-deps";
import type { ChatSessionController, ExperimentSource, IdeaSource, SendInput } from "./controller-types";

export type { ChatSessionDeps } from "./controller-deps";
export type { ChatSessionController, ExperimentSource, IdeaSource, SendInput } from "./controller-types";
export { activeCanvasPanel, type AgentSuggestion } from "./session-tasks";
export type { ChatSessionSnapshot } from "./session-store";

export function createChatSessionController(sessionId: string, overrides: Partial<ChatSessionDeps> = {}): ChatSessionController {
  const deps: ChatSessionDeps = { ...browserDeps, ...overrides };
  const store = createSessionStore();
  const reveal = createStreamingReveal();
  // Aborted by dispose: streams, GPU questions and delayed panel openings of a page that has gone all stop.
  const aborter = new AbortController();
  const { signal } = aborter;
  const sessionTasks = createSessionTasks(store, deps);
  const panels = createPanels(store, signal);
  const { taskMessage, startTask, handOver } = createHandOvers({ sessionId, store, reveal, sessionTasks, signal, deps });
  const streamReply = createReply({ sessionId, store, reveal, signal, handOver, deps });
  // Set once the user (or the submit flow's hand-off) has acted here: the live state is then newer than any history.
  let touched = false;
  let replayPlayer: ReplayPlayer | undefined;

  function reply(query: string, chatStatus: ChatStatus) {
    touched = true;
    return streamReply(query, chatStatus);
  }

  function load(data: ChatSessionMessages, init?: InitSession) {
    if (touched) return;
    const rows = data.chatSessionMessages;
    const messages = sessionTasks.withProgress(threadFromHistory(rows, historyRowId));
    store.set({ phase: "ready", title: data.chatSession.title ?? "", visitType: data.chatSession.visitType ?? "owner", messages });
    if (!init || rows.length > 0) {
      // Running tasks are followed to their end; finished ones are asked once, so their panels have their steps.
      const stored = messages.filter((message): message is TaskMessage => message.messageType === "Task");
      for (const task of stored) sessionTasks.follow(task, true);
      // The submit flow's task, already in the stored history, is a new session's first task (see below). From
      // there the live state is newer, so a second load (no init session any more) cannot open it at once.
      if (panels.showLatest(stored, init?.taskId)) touched = true;
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
    store.set({ messages: [userMessage(deps.newId(), agentMessageText(init.agent, init.query)), task] });
    sessionTasks.follow(task, false);
    if (init.taskId) panels.openLater(init.taskId);
  }

  function replay(recording: ReplayRecording) {
    touched = true;
    replayPlayer ??= createReplayPlayer({ recording, store, reveal, sessionTasks, signal });
  }

  async function send({ text, agent, fileIds }: SendInput) {
    const query = text.trim();
    const state = store.get();
    if (query === "" || state.replying || state.visitType === "visitor" || state.phase !== "ready") return false;
    // Same rule as the home submit; a cancelled GPU run sends nothing and the input keeps its text.
    if (!(await gpuConfirmedBeforeSend(agent, deps)) || signal.aborted) return false;
    deps.trackQueryEvent(agent);
    if (!agent) {
      void reply(query, chatStatusFor(store.get().messages));
      return true;
    }
    touched = true;
    const before = store.get().messages;
    const message = taskMessage(agents[agent].primaryName, query);
    store.set({ messages: [...before, userMessage(deps.newId(), agentMessageText(agent, query)), message] });
    if (await startTask(message, agent, { query, fileIds })) return true;
    // Spec §4: on failure nothing is sent; the text stays in the input for another try.
    store.set({ messages: before });
    return false;
  }

  function runExperiment({ taskId, report, cited }: ExperimentSource) {
    return handOff("autoExperiment", experimentBrief({ report, cited }), taskId);
  }

  function designMethod({ taskId, ...idea }: IdeaSource) {
    return handOff("methodDesign", ideaBrief(idea), taskId);
  }

  /**
   * Starts the chain's next agent with its brief, from the task the brief came from: only when the chat would take a
   * task, and after the same GPU question as a send.
   */
  async function handOff(agent: AgentId, brief: TaskBrief, fromTaskId: string) {
    if (!canStartTask()) return false;
    if (!(await gpuConfirmedBeforeSend(agent, deps)) || signal.aborted || !canStartTask()) return false;
    deps.trackQueryEvent(agent);
    touched = true;
    // Only the task message joins the thread: it is what the stored history shows for this task after a reload.
    const message = taskMessage(agents[agent].primaryName, brief.query);
    store.set({ messages: [...store.get().messages, message] });
    // The earlier task's files, as get_task lists them: they travel with the brief, after a reload too.
    return startTask(message, agent, { ...brief, fileIds: store.get().tasks[fromTaskId]?.fileIds ?? [] });
  }

  /** The chat would take a new task now: loaded, the owner's, and no reply or task under way. */
  function canStartTask() {
    const state = store.get();
    return state.phase === "ready" && state.visitType !== "visitor" && !state.replying && workingTask(state.messages) === undefined;
  }

  async function terminate() {
    const taskId = terminableTaskId(store.get().messages);
    if (!taskId) return false;
    try {
      await deps.cancelTask(taskId);
    } catch {
      return false; // Shown by the api client; the task keeps running and the chat stays locked.
    }
    // Polling goes on until the server reports the end, so the task's last steps still show in its panel.
    sessionTasks.markTerminated(taskId);
    return true;
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    reveal,
    load,
    replay,
    skipReplay: () => replayPlayer?.skip(),
    send,
    terminate,
    runExperiment,
    designMethod,
    activatePanel: panels.activate,
    dispose() {
      aborter.abort();
      sessionTasks.stopAll();
      reveal.reset();
      store.close();
    },
  };
}
