/**
 * Replay mode's player (issue 21): plays a recorded session's timeline (replay-timeline.ts) into the session page's
 * own machinery, so a replay looks as the run did live: messages join the store's thread, replies stream through
 * the streaming reveal, and each task's steps reach its progress one by one (sessionTasks.replay), which builds up
 * the task message and its canvas panel. The next event waits while the reveal is still showing a reply, so a task
 * never starts before the reply that announced it has shown. 'Skip to final result' applies the rest at once.
 */
import type { StreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import type { TaskStep } from "@/lib/contract/entities/task";
import type { TaskMessage } from "@/lib/domain/chat/chat-thread";
import type { ReplayStatus, SessionStore } from "./session-store";
import type { SessionTasks } from "./session-tasks";
import { pollUpdateOf } from "./task-poller";
import { defaultReplayPace, type ReplayEvent, type ReplayPace, type ReplayRecording, replayTimeline } from "./replay-timeline";

/** The replay's status is the store's `replay`; what the page can do to it is skip it. */
export type ReplayPlayer = {
  /** 'Skip to final result': every message and every task at its end, with all its steps, at once. */
  skip: () => void;
};

/** What the replay popup shows and does. */
export type ReplayView = ReplayPlayer & { status: ReplayStatus };

/** The player's timers, injectable so tests play a replay on a fake clock. */
export type ReplayScheduler = { setTimeout: (callback: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };

const realScheduler: ReplayScheduler = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type ReplayContext = {
  recording: ReplayRecording;
  store: SessionStore;
  reveal: StreamingReveal;
  sessionTasks: Pick<SessionTasks, "replay">;
  /** Aborted when the page goes away: nothing more plays. */
  signal: AbortSignal;
  scheduler?: ReplayScheduler;
  pace?: ReplayPace;
};

export function createReplayPlayer({ recording, store, reveal, sessionTasks, signal, scheduler = realScheduler, pace = defaultReplayPace }: ReplayContext): ReplayPlayer {
  const events = replayTimeline(recording, pace);
  /** Steps each task shows so far, so an update knows which ones it adds. */
  const shownSteps = new Map<string, number>();
  let next = 0;
  let timer: unknown;
  let stopWaiting: (() => void) | undefined;

  const finished = () => store.get().replay === "finished";

  function apply(event: ReplayEvent, atOnce: boolean) {
    const start = atOnce ? "instant" : "stream";
    if (event.kind === "messages") {
      store.set({ messages: [...store.get().messages, ...event.messages] });
      for (const message of event.messages) {
        // A task message queues behind the reply that handed over to it, as live (see hand-over.ts).
        if (message.messageType === "Sse") reveal.upsert({ id: message.id, parts: [{ kind: "content", text: message.text }], complete: true }, start);
        if (message.messageType === "Task") reveal.upsert({ id: message.id, parts: [], complete: true }, start);
      }
      return;
    }
    const task = recording.tasks[event.taskId];
    const message = store.get().messages.find((found): found is TaskMessage => found.messageType === "Task" && found.taskId === event.taskId);
    if (!task || !message) return;
    const steps: readonly TaskStep[] = (task.steps ?? []).slice(0, event.steps);
    const update = pollUpdateOf(task, {
      status: event.over ? task.status : "processing",
      steps,
      added: steps.slice(shownSteps.get(event.taskId) ?? 0),
    });
    const first = !shownSteps.has(event.taskId);
    shownSteps.set(event.taskId, steps.length);
    sessionTasks.replay(message, update, atOnce);
    // As live: a task that starts shows its canvas panel.
    if (first && store.get().tasks[event.taskId]) store.set({ activePanelKey: event.taskId });
  }

  /** Runs `then` once the reveal has shown everything queued; on the next turn, never inside the reveal's publish. */
  function afterReveal(then: () => void) {
    if (reveal.isIdle()) return then();
    const unsubscribe = reveal.subscribe(() => {
      if (!reveal.isIdle()) return;
      stop();
      timer = scheduler.setTimeout(then, 0);
    });
    stopWaiting = unsubscribe;
  }

  function playNext() {
    if (signal.aborted || finished()) return;
    const event = events[next];
    if (!event) return afterReveal(() => store.set({ replay: "finished" }));
    const previousAt = events[next - 1]?.at ?? 0;
    timer = scheduler.setTimeout(() => {
      timer = undefined;
      afterReveal(() => {
        next += 1;
        apply(event, false);
        playNext();
      });
    }, Math.max(0, event.at - previousAt));
  }

  function stop() {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
    stopWaiting?.();
    stopWaiting = undefined;
  }

  function skip() {
    if (signal.aborted || finished()) return;
    stop();
    const rest = events.slice(next);
    next = events.length;
    // Only a task's last event matters when nothing is watched in between.
    const lastOfTask = new Map(rest.flatMap((event, index) => (event.kind === "task" ? [[event.taskId, index] as const] : [])));
    rest.forEach((event, index) => {
      if (event.kind === "messages" || lastOfTask.get(event.taskId) === index) apply(event, true);
    });
    reveal.revealAll();
    store.set({ replay: "finished" });
  }

  signal.addEventListener("abort", stop, { once: true });
  const { title, visitType } = recording.history.chatSession;
  store.set({ phase: "ready", title: title ?? "", visitType: visitType ?? "owner", messages: [], tasks: {}, activePanelKey: undefined, replay: "playing" });
  playNext();
  return { skip };
}
