/**
 * The tasks a session page follows (spec §4 "Task states"): one poller per task message with a task id, whose
 * answers become the session's TaskProgress, its task message's status, the clarification it asks, and the end
 * effects (credits, session list, toasts). Part of the chat-session controller's store, kept apart for its size.
 */
import type { AgentId } from "@/lib/contract/agents";
import type { TaskMessage, ThreadMessage } from "@/lib/domain/chat/chat-thread";
import type { CanvasPanelInput, TaskProgress } from "@/lib/domain/task/task-progress";
import { taskOutcome } from "@/lib/domain/task/task-outcome";
import {
  CLARIFICATION_AGENT,
  taskEndsThread,
  taskEndToasts,
  threadTaskStatus,
  withClarification,
  withTaskStatus,
} from "@/lib/domain/task/task-status";
import { sleep } from "../shell/abortable-sleep";
import { pollTask, type TaskPollerDeps, type TaskPollGiveUp, type TaskPoller, type TaskPollUpdate } from "./task-poller";

/** The history list is refreshed this long after a Deep Survey finishes (spec §9). */
const HISTORY_REFRESH_AFTER_DEEP_SURVEY_MS = 1_000;

export type AgentSuggestion = { agent: AgentId; key: string };

/** The part of the session snapshot that following tasks changes. */
export type SessionTaskState = {
  messages: readonly ThreadMessage[];
  tasks: Readonly<Record<string, TaskProgress>>;
  suggestedAgent?: AgentSuggestion;
};

export type SessionTasksDeps = Pick<TaskPollerDeps, "isOnline" | "toast"> & {
  getTask: TaskPollerDeps["fetchTask"];
  refreshSessionList: () => Promise<unknown>;
  refreshCredits: () => Promise<unknown>;
};

export type SessionTasks = {
  /**
   * Starts polling the message's task, once per task id. `fromLoad`: it came with the stored history, so a task
   * already over shows all at once (finishedOnLoad) instead of streaming.
   */
  follow: (message: TaskMessage, fromLoad: boolean) => void;
  isFollowing: (taskId: string) => boolean;
  /**
   * Replay mode: applies a recorded answer as a poll would, through the same progress, status and clarification
   * rules, without a poller and without what an end seen live does (toasts, credits, session list). `atOnce`: a
   * task not shown yet appears whole, as one over before the page loaded does (Skip to final result).
   */
  replay: (message: TaskMessage, update: TaskPollUpdate, atOnce: boolean) => void;
  /** The user terminated it here: it shows terminated while its last steps arrive, and its end is theirs. */
  markTerminated: (taskId: string) => void;
  /** A thread (stored history) with what the followed tasks have said since: statuses and clarifications. */
  withProgress: (thread: readonly ThreadMessage[]) => readonly ThreadMessage[];
  stopAll: () => void;
};

type Store = { get: () => SessionTaskState; set: (next: Partial<SessionTaskState>) => void };
type Followed = { poller: TaskPoller | undefined; fromLoad: boolean; clarification: string | undefined };

/** The canvas panel to show: the active task's. */
export function activeCanvasPanel(snapshot: { tasks: SessionTaskState["tasks"]; activePanelKey?: string }): CanvasPanelInput | undefined {
  const key = snapshot.activePanelKey;
  const progress = key === undefined ? undefined : snapshot.tasks[key];
  return key === undefined || !progress ? undefined : { key, type: progress.agentName, progress };
}

function initialProgress(taskId: string, message: TaskMessage): TaskProgress {
  return {
    taskId,
    agentName: message.agentName,
    status: message.status === "finish" || message.status === "error" ? message.status : "processing",
    steps: [],
    errorCode: null,
    errorInfo: null,
    hasPreData: false,
    fileIds: [],
    loaded: false,
    finishedOnLoad: false,
  };
}

const clarificationId = (taskId: string) => `${taskId}:clarification`;

export function createSessionTasks(store: Store, deps: SessionTasksDeps): SessionTasks {
  const followed = new Map<string, Followed>();
  const terminatedHere = new Set<string>();
  const stopping = new AbortController();

  function onUpdate(taskId: string, update: TaskPollUpdate, live = true) {
    const { tasks, messages: thread, suggestedAgent: suggested } = store.get();
    const before = tasks[taskId];
    const entry = followed.get(taskId);
    if (!before || !entry) return;
    const progress: TaskProgress = {
      ...before,
      agentName: before.agentName || update.agentName || "",
      status: update.status,
      steps: update.steps,
      errorCode: update.errorCode,
      errorInfo: update.errorInfo,
      hasPreData: update.hasPreData,
      fileIds: update.fileIds,
      creditUsed: update.creditUsed ?? before.creditUsed,
      loaded: true,
      finishedOnLoad: before.loaded ? before.finishedOnLoad : entry.fromLoad && update.status !== "processing",
    };
    const terminated = terminatedHere.has(taskId);
    let messages = withTaskStatus(thread, taskId, threadTaskStatus(progress, terminated));
    let suggestedAgent = suggested;
    // The first question the run asks is the one shown; a later answer repeating it adds nothing.
    const clarification = entry.clarification ? undefined : taskOutcome(update.added).clarification;
    if (clarification) {
      entry.clarification = clarification;
      messages = withClarification(messages, taskId, clarification, clarificationId(taskId));
      // Only when the question is the last word; an old one further up the history asks nothing any more.
      if (taskEndsThread(messages, taskId)) {
        suggestedAgent = { agent: CLARIFICATION_AGENT, key: clarificationId(taskId) };
        // Spec §4: the history refreshes 1 s after Deep Survey is selected for the answer.
        if (live) void sleep(HISTORY_REFRESH_AFTER_DEEP_SURVEY_MS, stopping.signal).then((elapsed) => elapsed && deps.refreshSessionList());
      }
    }
    store.set({ tasks: { ...tasks, [taskId]: progress }, messages, suggestedAgent });
    // The end effects belong to an end this page saw happen, not to a task that was over before it looked.
    if (!live || before.status !== "processing" || progress.status === "processing") return;
    void deps.refreshSessionList();
    if (progress.status === "finish") void deps.refreshCredits();
    for (const toast of taskEndToasts(progress, terminated)) deps.toast(toast.level, toast.message);
  }

  function onGiveUp(taskId: string, reason: TaskPollGiveUp) {
    // Signed out: the page is leaving. Unavailable: the server says there is no such task to work on; the api
    // client's message has been shown, and the chat must not stay locked on it.
    if (reason !== "unavailable") return;
    const { tasks, messages } = store.get();
    const before = tasks[taskId];
    store.set({
      tasks: before ? { ...tasks, [taskId]: { ...before, status: "error" } } : tasks,
      messages: withTaskStatus(messages, taskId, "error"),
    });
  }

  /** The task's entry and its progress so far, created when it is new. */
  function track(message: TaskMessage & { taskId: string }, fromLoad: boolean): Followed {
    const known = followed.get(message.taskId);
    if (known) return known;
    const entry: Followed = { poller: undefined, fromLoad, clarification: undefined };
    followed.set(message.taskId, entry);
    const { tasks } = store.get();
    if (!tasks[message.taskId]) store.set({ tasks: { ...tasks, [message.taskId]: initialProgress(message.taskId, message) } });
    return entry;
  }

  return {
    follow(message, fromLoad) {
      const taskId = message.taskId;
      if (stopping.signal.aborted || taskId === undefined || followed.has(taskId)) return;
      const entry = track({ ...message, taskId }, fromLoad);
      entry.poller = pollTask(
        taskId,
        { onUpdate: (update) => onUpdate(taskId, update), onGiveUp: (reason) => onGiveUp(taskId, reason) },
        { fetchTask: deps.getTask, isOnline: deps.isOnline, toast: deps.toast },
      );
    },
    isFollowing: (taskId) => followed.has(taskId),
    replay(message, update, atOnce) {
      const taskId = message.taskId;
      if (stopping.signal.aborted || taskId === undefined) return;
      track({ ...message, taskId }, atOnce);
      onUpdate(taskId, update, false);
    },
    markTerminated(taskId) {
      terminatedHere.add(taskId);
      store.set({ messages: withTaskStatus(store.get().messages, taskId, "terminated") });
    },
    withProgress(thread) {
      const { tasks } = store.get();
      let next = thread;
      for (const [taskId, entry] of followed) {
        const progress = tasks[taskId];
        if (progress?.loaded) next = withTaskStatus(next, taskId, threadTaskStatus(progress, terminatedHere.has(taskId)));
        if (entry.clarification) next = withClarification(next, taskId, entry.clarification, clarificationId(taskId));
      }
      return next;
    },
    stopAll() {
      stopping.abort();
      for (const entry of followed.values()) entry.poller?.stop();
    },
  };
}
