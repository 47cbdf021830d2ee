/**
 * Replay mode's timeline (issue 21, spec §4 "Replay mode is entered by isReplay=true"): a stored session (its
 * history and every task with all its steps) as the events that built it, in the order they happened, on a
 * compressed clock. Each gap keeps its rhythm up to a cap, and a long run is scaled down to a budget, so a
 * 20-minute survey replays in well under a minute. Pure: the player (replay-player.ts) schedules it.
 */
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { HistoryMessage } from "@/lib/contract/entities/chat";
import type { Task } from "@/lib/contract/entities/task";
import type { Timestamp } from "@/lib/contract/primitives";
import { timestampMs } from "@/lib/domain/account/subscription";
import { type ThreadMessage, threadFromHistory } from "@/lib/domain/chat/chat-thread";

/** What a replay plays: the message list as stored, and each of its tasks in full (get_task without `after`). */
export type ReplayRecording = { history: ChatSessionMessages; tasks: Readonly<Record<string, Task>> };

type ReplayChange =
  /** The messages one history row adds to the thread (the user's text, the reply or the task message). */
  | { kind: "messages"; messages: readonly ThreadMessage[] }
  /** The task now shows its first `steps` steps; `over` once it has ended with its recorded status. */
  | { kind: "task"; taskId: string; steps: number; over: boolean };

/** A change and when it plays, in ms from the replay's start. */
export type ReplayEvent = ReplayChange & { at: number };

export type ReplayPace = {
  /** The longest a gap between two events lasts once compressed. */
  maxGapMs: number;
  /** The longest a whole replay lasts: a run whose capped gaps add up to more is scaled down to this. */
  totalMs: number;
  /** The gap given to an event whose time is unknown (an upstream sent no createdAt). */
  unknownGapMs: number;
};

export const defaultReplayPace: ReplayPace = { maxGapMs: 1_000, totalMs: 30_000, unknownGapMs: 300 };

/** The ids the session page gives history rows, so a replayed thread is the same as a loaded one. */
export const historyRowId = (row: HistoryMessage, index: number) => (row.id == null ? `history-${index}` : String(row.id));

type Timed = { time: number | undefined; change: ReplayChange };

function msOf(value: Timestamp | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const ms = timestampMs(value);
  return Number.isFinite(ms) ? ms : undefined;
}


/**
 * Compressed offsets (ms from the start) for times in order: each gap capped at maxGapMs, an unknown one counted as
 * unknownGapMs, the total scaled down to totalMs when longer. The first event plays at 0.
 */
export function compressedTimes(times: readonly (number | undefined)[], pace: ReplayPace = defaultReplayPace): number[] {
  const gaps = times.map((time, index) => {
    if (index === 0) return 0;
    const before = times[index - 1];
    if (time === undefined || before === undefined) return pace.unknownGapMs;
    return Math.min(Math.max(0, time - before), pace.maxGapMs);
  });
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const scale = total > pace.totalMs ? pace.totalMs / total : 1;
  let at = 0;
  return gaps.map((gap) => Math.round((at += gap * scale)));
}

/**
 * The recording as events in the order they happened. A row's messages come at its time; a task's steps at theirs,
 * never before its message; its end right after its last step. Task messages with a recorded task enter as
 * running, so their progress builds up; one without (never started, or its task could not be read) shows as stored.
 */
export function replayTimeline(recording: ReplayRecording, pace: ReplayPace = defaultReplayPace): ReplayEvent[] {
  const rows = recording.history.chatSessionMessages;
  const thread = threadFromHistory(rows, historyRowId);
  const timed: Timed[] = [];
  // Times never go back: the thread's order wins over a clock that disagrees with it.
  let latest = Number.NEGATIVE_INFINITY;
  const push = (stamp: Timestamp | null | undefined, change: ReplayChange) => {
    const ms = msOf(stamp);
    if (ms !== undefined) latest = Math.max(latest, ms);
    timed.push({ time: ms === undefined ? undefined : latest, change });
  };
  rows.forEach((row, index) => {
    const rowId = historyRowId(row, index);
    const taskId = row.taskId == null ? undefined : String(row.taskId);
    const task = taskId === undefined ? undefined : recording.tasks[taskId];
    const messages = thread
      .filter((message) => message.id === rowId || message.id === `${rowId}:q`)
      .map((message): ThreadMessage => (task && message.messageType === "Task" ? { ...message, status: "processing" } : message));
    push(row.createdAt, { kind: "messages", messages });
    if (!task || taskId === undefined) return;
    const steps = task.steps ?? [];
    steps.forEach((step, stepIndex) => push(step.createdAt, { kind: "task", taskId, steps: stepIndex + 1, over: false }));
    // The end comes with the last step (or the message, for a task that recorded none).
    timed.push({ time: timed.at(-1)?.time, change: { kind: "task", taskId, steps: steps.length, over: true } });
  });
  const at = compressedTimes(
    timed.map((entry) => entry.time),
    pace,
  );
  return timed.map((entry, index) => ({ ...entry.change, at: at[index] ?? 0 }));
}
