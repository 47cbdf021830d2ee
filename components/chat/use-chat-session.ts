"use client";

/**
 * The session page's data: the session's controller (kept while the page shows it), its stored history through
 * SWR, the init session the submit flow left for a new session (spec §4 "Chat page load"), and the canvas panel
 * of the active task. In replay mode (issue 21) the session's recording is loaded instead and played back.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { callApi } from "@/lib/client/api/call-api";
import { activeCanvasPanel } from "@/lib/client/chat-session/controller";
import { chatSessionController, holdChatSession } from "@/lib/client/chat-session/registry";
import { takeInitSession } from "@/lib/client/chat-session/init-session";
import type { ReplayView } from "@/lib/client/chat-session/replay-player";
import { loadReplayRecording } from "@/lib/client/chat-session/replay-recording";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import { callRoutes } from "@/lib/contract/calls/routes";

/** The SWR key: the call's path and the session, so two session pages never share a cache entry. */
const MESSAGES_KEY = callRoutes["chatSession.messageList"].path;
/** A replay's recording is cached apart from the history: it holds every task in full. */
const REPLAY_KEY = "replay-recording";

function fetchMessages([, chatSessionId]: readonly [string, string]): Promise<ChatSessionMessages> {
  return callApi("chatSession.messageList", { query: { chatSessionId } });
}

const swrOnce = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

export function useChatSession(sessionId: string, isNewSession: boolean, isReplay = false) {
  const mode = isReplay ? "replay" : "live";
  const controller = chatSessionController(sessionId, mode);
  useEffect(() => holdChatSession(sessionId, mode), [sessionId, mode]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // The page removes isNewSession from the address right away; what it said on arrival is what counts.
  const [arrivedNew] = useState(isNewSession);
  const history = useSWR(isReplay ? null : ([MESSAGES_KEY, sessionId] as const), fetchMessages, swrOnce);
  const recording = useSWR(isReplay ? ([REPLAY_KEY, sessionId] as const) : null, ([, id]) => loadReplayRecording(id), swrOnce);

  useEffect(() => {
    if (history.data) controller.load(history.data, arrivedNew ? takeInitSession(sessionId) : undefined);
  }, [controller, history.data, arrivedNew, sessionId]);

  useEffect(() => {
    if (recording.data) controller.replay(recording.data);
  }, [controller, recording.data]);

  const { tasks, activePanelKey, replay: replayStatus } = snapshot;
  const replay = useMemo<ReplayView | undefined>(
    () => (replayStatus ? { status: replayStatus, skip: controller.skipReplay } : undefined),
    [replayStatus, controller],
  );
  // Kept while only other parts of the snapshot change (a reply streaming), so the panel does not re-render for them.
  const activePanel = useMemo(() => activeCanvasPanel({ tasks, activePanelKey }), [tasks, activePanelKey]);
  const error = history.error ?? recording.error;

  // The answer as stored (shareUrl for the Share modal, raw rows for the debug tool), in replay mode too.
  const stored = history.data ?? recording.data?.history;

  return { controller, snapshot, activePanel, replay, stored, loadFailed: error !== undefined && snapshot.phase === "loading" };
}
