/**
 * One controller per open session page. Releasing is deferred by a tick so React's development double-mount
 * (mount, unmount, mount) keeps the same controller, and with it the one reply stream it started; leaving the
 * page for real disposes it (spec §4: on leaving, chat and session state reset).
 */
import { type ChatSessionController, createChatSessionController } from "./controller";

type Held = { controller: ChatSessionController; holders: number; disposal: ReturnType<typeof setTimeout> | undefined };

const held = new Map<string, Held>();

function entry(sessionId: string): Held {
  let found = held.get(sessionId);
  if (!found) {
    found = { controller: createChatSessionController(sessionId), holders: 0, disposal: undefined };
    held.set(sessionId, found);
  }
  return found;
}

/** The session's controller; creating it has no effects beyond this map, so calling it while rendering is safe. */
export function chatSessionController(sessionId: string): ChatSessionController {
  return entry(sessionId).controller;
}

/** Keeps the controller alive while a page shows it; returns the release function (an effect cleanup). */
export function holdChatSession(sessionId: string): () => void {
  const found = entry(sessionId);
  found.holders += 1;
  if (found.disposal !== undefined) clearTimeout(found.disposal);
  found.disposal = undefined;
  return () => {
    found.holders -= 1;
    if (found.holders > 0) return;
    found.disposal = setTimeout(() => {
      if (found.holders > 0 || held.get(sessionId) !== found) return;
      held.delete(sessionId);
      found.controller.dispose();
    }, 0);
  };
}

/** The open session whose page follows this task: a canvas panel's actions act through it (it knows no session id). */
export function chatSessionFollowing(taskId: string): ChatSessionController | undefined {
  for (const { controller } of held.values()) {
    if (controller.getSnapshot().tasks[taskId]) return controller;
  }
  return undefined;
}
