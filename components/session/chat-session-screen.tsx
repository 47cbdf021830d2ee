"use client";

/**
 * The session page (spec §2 "Chat session page"): a resizable chat column on the left, the canvas area on the
 * right, and the divider between them. `?isNewSession=true` is read once and removed from the address, other
 * parameters (debug=true) staying.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect } from "react";
import { CanvasArea } from "@/components/canvas/canvas-area";
import { ChatDivider } from "@/components/chat/chat-divider";
import { MessageList } from "@/components/chat/message-list";
import { SessionInput } from "@/components/chat/session-input";
import { SessionSkeleton } from "@/components/chat/session-skeleton";
import { useChatColumnWidth } from "@/components/chat/use-chat-column-width";
import { useChatSession } from "@/components/chat/use-chat-session";
import { useStreamingReveal } from "@/components/reveal/use-streaming-reveal";
import { withoutNewSessionParam } from "@/lib/client/chat-session/submit-flow";
import { type TaskMessage, workingTask } from "@/lib/domain/chat/chat-thread";

const CHAT_COLUMN_ID = "chat-column";

export function ChatSessionScreen({ sessionId, isNewSession }: { sessionId: string; isNewSession: boolean }) {
  const router = useRouter();
  const { controller, snapshot, activePanel, loadFailed } = useChatSession(sessionId, isNewSession);
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

  return (
    <div className="flex h-full min-h-0 w-full">
      <section
        id={CHAT_COLUMN_ID}
        aria-label="Chat"
        style={{ width }}
        className="flex min-h-0 shrink-0 flex-col bg-white max-md:w-full!"
      >
        <header className="flex h-14 shrink-0 items-center border-b border-surface-line px-5">
          {snapshot.phase === "ready" ? (
            <h1 className="truncate text-[15px] font-semibold tracking-tight text-neutral-900" title={title}>
              {title}
            </h1>
          ) : (
            <div aria-hidden="true" className="h-4 w-2/3 animate-pulse rounded bg-surface-muted" />
          )}
        </header>
        {snapshot.phase === "ready" ? (
          <>
            <MessageList
              messages={snapshot.messages}
              tasks={snapshot.tasks}
              reveal={reveal}
              onActivateTask={activateTask}
              busy={snapshot.replying || revealing}
            />
            {snapshot.visitType === "visitor" ? null : (
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
      <CanvasArea className="hidden md:block" panel={activePanel} />
    </div>
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
