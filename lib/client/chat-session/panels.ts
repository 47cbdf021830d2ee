/**
 * Which task's canvas panel the session page shows (spec §4 "Chat page load", "Chat flow"): a clicked task header,
 * a new session's first task 3 s after the page opens, or a stored session's latest task.
 */
import type { TaskMessage } from "@/lib/domain/chat/chat-thread";
import { sleep } from "../shell/abortable-sleep";
import type { SessionStore } from "./session-store";

/** A new session's first task shows its canvas this long after the page opens (spec §9). */
const CANVAS_OPEN_DELAY_MS = 3_000;

export function createPanels(store: SessionStore, signal: AbortSignal) {
  /** Shows the task's panel; a task the page does not follow is ignored. */
  function activate(taskId: string) {
    const state = store.get();
    if (state.tasks[taskId] && state.activePanelKey !== taskId) store.set({ activePanelKey: taskId });
  }

  /** Spec §4 "Chat page load": a new session's first agent task opens the canvas after 3 s. */
  function openLater(taskId: string) {
    void sleep(CANVAS_OPEN_DELAY_MS, signal).then((elapsed) => elapsed && activate(taskId));
  }

  /**
   * After the stored history loaded, with no panel chosen yet: the latest followed task's panel. Returns true when
   * that is the submit flow's task (`initTaskId`), which opens later as a new session's first task.
   */
  function showLatest(stored: readonly TaskMessage[], initTaskId: string | undefined): boolean {
    const { tasks, activePanelKey } = store.get();
    const latestId = stored.findLast((task) => task.taskId !== undefined && tasks[task.taskId])?.taskId;
    if (activePanelKey !== undefined || latestId === undefined) return false;
    if (latestId === initTaskId) {
      openLater(latestId);
      return true;
    }
    // Ours, not the spec's: a stored session opens on its latest task's panel rather than an empty canvas.
    store.set({ activePanelKey: latestId });
    return false;
  }

  return { activate, openLater, showLatest };
}
