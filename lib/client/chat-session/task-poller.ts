/**
 * Follows one task by polling GET /task/get_task (spec §4 "Task states", §8 "Task status failure"): every second
 * once steps exist, straight away again before the first ones arrive, asking only for steps after the last one
 * held. It stops when the task finishes or fails, or when stopped; a failed poll is told and polling resumes.
 */
import { ResultCode, ResultMessage } from "@/lib/contract/codes";
import type { Task, TaskStatus, TaskStep } from "@/lib/contract/entities/task";
import { newSteps, normaliseErrorCode, stepCursor } from "@/lib/domain/task/task-status";
import { FailedCallError } from "../api/failed-call-error";
import { browserIsOnline } from "../api/network-status";
import { getTask, type GetTaskQuery } from "./task-calls";
import { showToast, type ToastLevel } from "../shell/toast-store";

/** A running task is polled every second (spec §9). */
const TASK_POLL_INTERVAL_MS = 1_000;

/**
 * Before the first steps the spec polls "immediately again"; a task that takes a while to start would then be
 * asked as fast as the network answers. Polls start at least this far apart, so at most four a second.
 */
export const TASK_FIRST_STEPS_MIN_GAP_MS = 250;

export type TaskPollUpdate = {
  status: TaskStatus;
  /** Every step received so far, in order, each once. */
  steps: readonly TaskStep[];
  /** The steps this answer added. */
  added: readonly TaskStep[];
  errorCode: string | null;
  errorInfo: string | null;
  hasPreData: boolean;
  agentName: string | undefined;
  fileIds: readonly string[];
  /** get_task's running or final cost; null when the server sends none. */
  creditUsed?: number | null;
};

/**
 * Why polling gave up before the task ended: `signedOut` when the answer logged the user out or sent them to the
 * whitelist notice (the api client has acted); `unavailable` when the server says this task cannot be had (bad
 * request, not found): asking again every second would only repeat that.
 */
export type TaskPollGiveUp = "signedOut" | "unavailable";

export type TaskPollHandlers = {
  onUpdate: (update: TaskPollUpdate) => void;
  onGiveUp?: (reason: TaskPollGiveUp) => void;
};

type TimerHandle = ReturnType<typeof setTimeout>;

export type TaskPollerDeps = {
  fetchTask: (query: GetTaskQuery, signal: AbortSignal) => Promise<Task>;
  setTimer: (callback: () => void, ms: number) => TimerHandle;
  clearTimer: (handle: TimerHandle) => void;
  now: () => number;
  isOnline: () => boolean;
  toast: (level: ToastLevel, message: string) => void;
};

export type TaskPoller = { stop: () => void; isStopped: () => boolean };

const browserDeps: TaskPollerDeps = {
  fetchTask: getTask,
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle),
  now: () => Date.now(),
  isOnline: browserIsOnline,
  toast: (level, message) => {
    showToast(level, message);
  },
};

const UNAVAILABLE_CODES: ReadonlySet<number> = new Set([ResultCode.badRequest, ResultCode.notFound, ResultCode.methodNotAllowed]);

function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
}

/**
 * The poll asks silently, so the generic §8 toast never doubles the poll's own 'Service is busy'. What the policy
 * must still do happens anyway: 401 and 403 act inside the api client even when silent. A contract code saying the
 * request itself is wrong (400, 404, 405) gets the policy's toast with the server's text and ends polling, since
 * retrying cannot change it; everything else (no answer, 5xx, an unreadable answer) is the §8 task status failure.
 */
function verdictOf(error: unknown): "retry" | TaskPollGiveUp {
  if (!(error instanceof FailedCallError)) return "retry";
  if (error.action.kind === "logout" || error.action.kind === "redirect") return "signedOut";
  return UNAVAILABLE_CODES.has(error.code) ? "unavailable" : "retry";
}

/** Starts polling `taskId` at once; the returned stop() (also for dispose) cancels the poll in flight. */
/** A task's answer as the page applies it: `steps` all it shows, `added` the new ones (a replay sets the status too). */
export function pollUpdateOf(task: Task, shown: Pick<TaskPollUpdate, "status" | "steps" | "added">): TaskPollUpdate {
  return {
    ...shown,
    errorCode: normaliseErrorCode(task.errorCode),
    errorInfo: task.errorInfo?.trim() ? task.errorInfo : null,
    hasPreData: task.hasPreData === true,
    agentName: task.agentName ?? undefined,
    fileIds: (task.fileIds ?? []).map(String),
    creditUsed: task.creditUsed ?? null,
  };
}

export function pollTask(taskId: string, handlers: TaskPollHandlers, overrides: Partial<TaskPollerDeps> = {}): TaskPoller {
  const deps: TaskPollerDeps = { ...browserDeps, ...overrides };
  let steps: readonly TaskStep[] = [];
  let stopped = false;
  let timer: TimerHandle | undefined;
  let inFlight: AbortController | undefined;
  let startedAt = 0;

  function schedule(ms: number) {
    if (stopped) return;
    timer = deps.setTimer(() => {
      timer = undefined;
      void poll();
    }, ms);
  }

  function fail(error: unknown) {
    // §8: a canceled request is ignored. One we did not cancel (the browser dropped it) is simply asked again.
    if (isAbort(error)) return schedule(TASK_POLL_INTERVAL_MS);
    const verdict = verdictOf(error);
    if (verdict === "retry") {
      if (deps.isOnline()) deps.toast("warning", ResultMessage.serviceBusy);
      else deps.toast("error", ResultMessage.disconnected);
      return schedule(TASK_POLL_INTERVAL_MS);
    }
    if (verdict === "unavailable" && error instanceof FailedCallError && error.action.kind === "toast") {
      deps.toast(error.action.level, error.action.message);
    }
    stop();
    handlers.onGiveUp?.(verdict);
  }

  async function poll() {
    const aborter = new AbortController();
    inFlight = aborter;
    startedAt = deps.now();
    const after = stepCursor(steps);
    let task: Task;
    try {
      task = await deps.fetchTask(after === undefined ? { taskId } : { taskId, after }, aborter.signal);
    } catch (error) {
      if (inFlight === aborter) inFlight = undefined;
      if (!stopped) fail(error);
      return;
    }
    if (inFlight === aborter) inFlight = undefined;
    if (stopped) return;

    const added = newSteps(steps, task.steps ?? []);
    if (added.length > 0) steps = [...steps, ...added];
    if (task.status !== "processing") stopped = true;
    handlers.onUpdate(pollUpdateOf(task, { status: task.status, steps, added }));
    if (steps.length > 0) schedule(TASK_POLL_INTERVAL_MS);
    else schedule(Math.max(0, TASK_FIRST_STEPS_MIN_GAP_MS - (deps.now() - startedAt)));
  }

  function stop() {
    stopped = true;
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  }

  void poll();
  return { stop, isStopped: () => stopped };
}
