"use client";

/**
 * The chat column's messages, bottom-following (spec §4 "Streaming display"). A message waiting its turn in the
 * streaming queue is not shown yet, so a hand-over's task appears after the reply that announced it.
 */
import { FollowButton } from "@/components/reveal/follow-button";
import { useScrollFollow } from "@/components/reveal/use-scroll-follow";
import type { RevealSnapshot } from "@/lib/client/reveal/streaming-reveal";
import type { ThreadMessage, TaskMessage as Task } from "@/lib/domain/chat/chat-thread";
import type { TaskProgress } from "@/lib/domain/task/task-progress";
import { LogicMessage } from "./logic-message";
import { ReplyMessage } from "./reply-message";
import { TaskMessage } from "./task-message";
import { UserMessage } from "./user-message";

export type MessageListProps = {
  messages: readonly ThreadMessage[];
  /** What the polls have delivered for each task, by task id. */
  tasks: Readonly<Record<string, TaskProgress>>;
  reveal: RevealSnapshot;
  onActivateTask: (message: Task) => void;
  /** While a reply streams, assistive tech waits for it to settle instead of reading every character. */
  busy: boolean;
};

export function MessageList({ messages, tasks, reveal, onActivateTask, busy }: MessageListProps) {
  const { scrollRef, contentRef, showFollow, follow } = useScrollFollow<HTMLDivElement, HTMLDivElement>();
  const visible = messages.filter((message) => reveal.get(message.id)?.started !== false);
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scrollRef} data-testid="chat-scroll" className="h-full overflow-y-auto overscroll-contain px-5 pt-5 pb-6">
        <div ref={contentRef} role="log" aria-label="Messages" aria-live="polite" aria-busy={busy} className="flex flex-col gap-5">
          {visible.length === 0 ? (
            <p className="py-10 text-center text-sm text-neutral-400">No messages yet.</p>
          ) : (
            visible.map((message) => (
              <MessageItem key={message.id} message={message} tasks={tasks} reveal={reveal} onActivateTask={onActivateTask} />
            ))
          )}
        </div>
      </div>
      {showFollow ? (
        <>
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-14 bg-linear-to-t from-white to-transparent" />
          <FollowButton onClick={follow} />
        </>
      ) : null}
    </div>
  );
}

function MessageItem({ message, tasks, reveal, onActivateTask }: { message: ThreadMessage } & Pick<MessageListProps, "tasks" | "reveal" | "onActivateTask">) {
  switch (message.messageType) {
    case "Common":
      return <UserMessage text={message.text} />;
    case "Sse":
      return <ReplyMessage message={message} view={reveal.get(message.id)} />;
    case "Task":
      return (
        <TaskMessage message={message} progress={message.taskId === undefined ? undefined : tasks[message.taskId]} onActivate={onActivateTask} />
      );
    case "Logic":
      return <LogicMessage message={message} />;
  }
}
