"use client";

/**
 * The session page (spec §2 "Chat session page"): a resizable chat column on the left, the canvas area on the
 * right, and the divider between them. `?isNewSession=true` is read once and removed from the address, other
 * parameters (debug=true, shareId) staying. The owner gets Share in the header and, with debug=true, the debug
 * tool; a visitor (issue 21, opened from a public link) reads the session through the link's share scope, with
 * no write control.
 */
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useDeferredValue, useEffect } from "react";
import { CANVAS_MIN_WINDOW_WIDTH, CanvasArea } from "@/components/canvas/canvas-area";
import { ChatDivider } from "@/components/chat/chat-divider";
import { MessageList } from "@/components/chat/message-list";
import { SessionInput } from "@/components/chat/session-input";
import { SessionSkeleton } from "@/components/chat/session-skeleton";
import { useChatColumnWidth } from "@/components/chat/use-chat-column-width";
import { useChatSession } from "@/components/chat/use-chat-session";
import { ReplayPopup } from "@/components/replay/replay-popup";
import { useStreamingReveal } from "@/components/reveal/use-streaming-reveal";
import { ShareButton } from "@/components/share/share-button";
import { withoutNewSessionParam } from "@/lib/client/chat-session/submit-flow";
import { useShareScope } from "@/lib/client/share/use-share-scope";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { type TaskMessage, workingTask } from "@/lib/domain/chat/chat-thread";

const CHAT_COLUMN_ID = "chat-column";

// Only an owner who asks for it (debug=true) loads the debug tool.
const DebugPanel = dynamic(() => importRetrying(() => import("@/components/debug/debug-panel")).then((module) => module.DebugPanel), { ssr: false });

export type ChatSessionScreenProps = {
  sessionId: string;
  isNewSession: boolean;
  /** The public link's token (?shareId=): the reads of a visitor carry it. */
  shareId?: string;
  /** ?debug=true: the debug tool, for the owner only. */
  debug?: boolean;
  /** ?isReplay=true: the stored session plays back (issue 21), with no input. */
  isReplay?: boolean;
};

export function ChatSessionScreen({ sessionId, isNewSession, shareId, debug = false, isReplay = false }: ChatSessionScreenProps) {
  const router = useRouter();
  // First, so the scope is set before the session's first read goes out.
  useShareScope(shareId);
  const { controller, snapshot, activePanel, loadFailed, stored, replay } = useChatSession(sessionId, isNewSession, isReplay);
  const reveal = useStreamingReveal(controller.reveal);
  const { width, bounds, windowWidth, setWidth } = useChatColumnWidth();
  // A task header shows its task's canvas panel; a task not yet created has none.
  const activateTask = useCallback(
    (message: TaskMessage) => {
      if (message.taskId) controller.activatePanel(message.taskId);
    },
    [controller],
  );

  useEffect(() => {
    if (isNewSession) router.replace(withoutNewSessionParam(window.location.href), { scroll: false });
  }, [isNewSession, router]);

  const revealing = [...reveal.values()].some((view) => !view.done);
  const busy = snapshot.replying || revealing || workingTask(snapshot.messages) !== undefined;
  const title = snapshot.title.trim() || `(Untitled: ${sessionId})`;
  const ready = snapshot.phase === "ready";
  // The session's messages and composer first show in a deferred pass: the store's update that brings them is
  // urgent (useSyncExternalStore), so rendering them there was one blocking task of 60+ ms at 4× CPU; deferred, React
  // renders them in slices between which the browser stays free. The title and skeleton need nothing of the sort.
  const messagesShown = useDeferredValue(ready) && ready;
  const owner = ready && snapshot.visitType === "owner";

  return (
    <div className="flex h-full min-h-0 w-full">
      <section
        id={CHAT_COLUMN_ID}
        aria-label="Chat"
        style={{ width }}
        className="flex min-h-0 shrink-0 flex-col bg-white max-md:w-full!"
      >
        <header className="flex h-14 shrink-0 items-center gap-3 border-b border-surface-line px-5">
          {ready ? (
            <h1 className="min-w-0 flex-1 truncate text-[15px] font-semibold tracking-tight text-neutral-900" title={title}>
              {title}
            </h1>
          ) : (
            <div aria-hidden="true" className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
          )}
          {/* Keyed by the stored link, so a message list that answers a newer one restarts the modal from it. */}
          {owner ? <ShareButton key={stored?.chatSession.shareUrl ?? ""} sessionId={sessionId} shareUrl={stored?.chatSession.shareUrl} /> : null}
          {ready && snapshot.visitType === "visitor" ? <SharedProjectLabel /> : null}
          {ready && snapshot.visitType === "visitor" && !isReplay ? <ReplayLink sessionId={sessionId} shareId={shareId} /> : null}
        </header>
        {messagesShown ? (
          <>
            <MessageList
              messages={snapshot.messages}
              tasks={snapshot.tasks}
              reveal={reveal}
              onActivateTask={activateTask}
              busy={snapshot.replying || revealing}
            />
            {snapshot.visitType === "visitor" || isReplay ? null : (
              <SessionInput
                controller={controller}
                messages={snapshot.messages}
                tasks={snapshot.tasks}
                replying={snapshot.replying}
                busy={busy}
                suggestedAgent={snapshot.suggestedAgent}
              />
            )}
          </>
        ) : loadFailed ? (
          <LoadFailed />
        ) : (
          <SessionSkeleton />
        )}
      </section>
      <ChatDivider width={width} bounds={bounds} windowWidth={windowWidth} onWidthChange={setWidth} controls={CHAT_COLUMN_ID} />
      {/* Below md the chat column takes the window and the canvas is not shown: a phone skips its panels' code and
          rendering (a report's Markdown and KaTeX were most of the session page's blocking time on a phone). The
          server renders it hidden, for the desktop window most visits come from. */}
      {windowWidth >= CANVAS_MIN_WINDOW_WIDTH ? <CanvasArea className="hidden md:block" panel={activePanel} /> : null}
      {debug && owner ? <DebugPanel rawMessages={stored} snapshot={snapshot} /> : null}
      {replay ? <ReplayPopup replay={replay} sessionId={sessionId} /> : null}
    </div>
  );
}

/** Tells a visitor why nothing here can be changed: the session is someone else's, shared by link. */
function SharedProjectLabel() {
  return (
    <span role="note" className="shrink-0 rounded-full bg-surface-muted px-2.5 py-1 text-xs font-semibold text-neutral-600">
      Shared project · view only
    </span>
  );
}

/** A visitor's way into replay mode (spec §6 "Replay mode is for viewing other tasks"): the same link with isReplay. */
function ReplayLink({ sessionId, shareId }: { sessionId: string; shareId: string | undefined }) {
  const query = new URLSearchParams({ ...(shareId ? { shareId } : {}), isReplay: "true" });
  return (
    <Link
      href={`/search-v1/${encodeURIComponent(sessionId)}?${query}`}
      className="shrink-0 text-xs font-semibold text-brand underline-offset-2 hover:underline"
    >
      Replay
    </Link>
  );
}

function LoadFailed() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <p className="text-sm font-semibold text-neutral-800">This project could not be loaded.</p>
      <Link href="/chat" className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
        Start a new project
      </Link>
    </div>
  );
}
