/**
 * One controller per open session page. Releasing is deferred by a tick so React's development double-mount
 * (mount, unmount, mount) keeps the same controller, and with it the one reply stream it started; leaving the
 * page for real disposes it (spec §4: on leaving, chat and session state reset). A replay (?isReplay=true) has a
 * controller of its own: following a link from the replay to the same session's live page then starts afresh
 * instead of showing the replay's state.
 */
import { type ChatSessionController, createChatSessionController } from "./controller";

type Held = { controller: ChatSessionController; holders: number; disposal: ReturnType<typeof setTimeout> | undefined };

const held = new Map<string, Held>();

export type SessionMode = "live" | "replay";

const keyOf = (sessionId: string, mode: SessionMode) => `${mode}:${sessionId}`;

function entry(sessionId: string, mode: SessionMode): Held {
  const key = keyOf(sessionId, mode);
  let found = held.get(key);
  if (!found) {
    found = { controller: createChatSessionController(sessionId), holders: 0, disposal: undefined };
    held.set(key, found);
  }
  return found;
}

/** The session's controller; creating it has no effects beyond this map, so calling it while rendering is safe. */
export function chatSessionController(sessionId: string, mode: SessionMode = "live"): ChatSessionController {
  return entry(sessionId, mode).controller;
}

/** Keeps the controller alive while a page shows it; returns the release function (an effect cleanup). */
export function holdChatSession(sessionId: string, mode: SessionMode = "live"): () => void {
  const key = keyOf(sessionId, mode);
  const found = entry(sessionId, mode);
  found.holders += 1;
  if (found.disposal !== undefined) clearTimeout(found.disposal);
  found.disposal = undefined;
  return () => {
    found.holders -= 1;
    if (found.holders > 0) return;
    found.disposal = setTimeout(() => {
      if (found.holders > 0 || held.get(key) !== found) return;
      held.delete(key);
      found.controller.dispose();
    }, 0);
  };
}

/**
 * The open live session whose page follows this task: a canvas panel's actions act through it (it knows no session
 * id). A replay only plays a recording back, so it never acts.
 */
export function chatSessionFollowing(taskId: string): ChatSessionController | undefined {
  for (const [key, { controller }] of held) {
    if (key.startsWith("live:") && controller.getSnapshot().tasks[taskId]) return controller;
  }
  return undefined;
}
