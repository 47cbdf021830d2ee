"use client";

/**
 * The session page's data: the session's controller (kept while the page shows it), its stored history through
 * SWR, the init session the submit flow left for a new session (spec §4 "Chat page load"), and the canvas panel
 * of the active task.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { callApi } from "@/lib/client/api/call-api";
import { activeCanvasPanel } from "@/lib/client/chat-session/controller";
import { chatSessionController, holdChatSession } from "@/lib/client/chat-session/registry";
import { takeInitSession } from "@/lib/client/chat-session/init-session";
import { chatCalls, type ChatSessionMessages } from "@/lib/contract/calls/chat";

/** The SWR key: the call's path and the session, so two session pages never share a cache entry. */
const MESSAGES_KEY = chatCalls["chatSession.messageList"].path;

function fetchMessages([, chatSessionId]: readonly [string, string]): Promise<ChatSessionMessages> {
  return callApi("chatSession.messageList", { query: { chatSessionId } });
}

export function useChatSession(sessionId: string, isNewSession: boolean) {
  const controller = chatSessionController(sessionId);
  useEffect(() => holdChatSession(sessionId), [sessionId]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // The page removes isNewSession from the address right away; what it said on arrival is what counts.
  const [arrivedNew] = useState(isNewSession);
  const { data, error } = useSWR([MESSAGES_KEY, sessionId] as const, fetchMessages, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  useEffect(() => {
    if (data) controller.load(data, arrivedNew ? takeInitSession(sessionId) : undefined);
  }, [controller, data, arrivedNew, sessionId]);

  const { tasks, activePanelKey } = snapshot;
  // Kept while only other parts of the snapshot change (a reply streaming), so the panel does not re-render for them.
  const activePanel = useMemo(() => activeCanvasPanel({ tasks, activePanelKey }), [tasks, activePanelKey]);

  return { controller, snapshot, activePanel, loadFailed: error !== undefined && snapshot.phase === "loading" };
}
