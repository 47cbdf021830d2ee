"use client";

/**
 * Whether a panel's hand-off to the next agent ('Run this experiment', 'Design method') can be offered: the session
 * controller following the task, and what its chat allows now. Hidden for a visitor and before the chat loads; busy
 * while a reply or another task holds the chat.
 */
import { useSyncExternalStore } from "react";
import type { ChatSessionController } from "@/lib/client/chat-session/controller";
import { chatSessionFollowing } from "@/lib/client/chat-session/registry";
import { workingTask } from "@/lib/domain/chat/chat-thread";

export type HandOffAvailability = "hidden" | "busy" | "ready";

const noSession = () => () => {};

function availabilityOf(controller: ChatSessionController | undefined): HandOffAvailability {
  if (!controller) return "hidden";
  const state = controller.getSnapshot();
  if (state.phase !== "ready" || state.visitType === "visitor") return "hidden";
  return state.replying || workingTask(state.messages) !== undefined ? "busy" : "ready";
}

/** The controller of the session that follows the task, and whether a hand-off from the task can start. */
export function useHandOff(taskId: string): { controller: ChatSessionController | undefined; availability: HandOffAvailability } {
  const controller = chatSessionFollowing(taskId);
  const availability = useSyncExternalStore(
    controller?.subscribe ?? noSession,
    () => availabilityOf(controller),
    () => "hidden" as const,
  );
  return { controller, availability };
}
