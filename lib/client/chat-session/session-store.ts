/**
 * The chat session's snapshot as an external store (subscribe/getSnapshot for useSyncExternalStore): what the
 * controller's pieces (reply, hand-over, panels, followed tasks) read and change.
 */
import type { VisitType } from "@/lib/contract/entities/chat";
import type { ThreadMessage } from "@/lib/domain/chat/chat-thread";
import type { TaskProgress } from "@/lib/domain/task/task-progress";
import type { AgentSuggestion } from "./session-tasks";

/** Replay mode (issue 21): the recorded session is playing back, or has finished. */
export type ReplayStatus = "playing" | "finished";

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
  /** Absent outside replay mode. */
  replay?: ReplayStatus;
};

export type SessionStore = {
  get: () => ChatSessionSnapshot;
  set: (next: Partial<ChatSessionSnapshot>) => void;
  /** Changes one message of the thread, by id. */
  patch: <T extends ThreadMessage>(id: string, change: Partial<T>) => void;
  subscribe: (listener: () => void) => () => void;
  /** Drops every listener (the page is gone). */
  close: () => void;
};

export function createSessionStore(): SessionStore {
  const listeners = new Set<() => void>();
  let state: ChatSessionSnapshot = { phase: "loading", title: "", visitType: "owner", messages: [], replying: false, tasks: {} };

  function set(next: Partial<ChatSessionSnapshot>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  return {
    get: () => state,
    set,
    patch(id, change) {
      set({ messages: state.messages.map((message) => (message.id === id ? ({ ...message, ...change } as ThreadMessage) : message)) });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
}
