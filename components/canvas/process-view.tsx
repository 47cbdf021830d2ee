"use client";

/**
 * The Process view every canvas panel shares (spec §2 "Canvas panel", §4 "Streaming display"): the agent's steps as
 * display messages, revealed one at a time, following the bottom until the reader scrolls away (then 'Follow'
 * brings it back), and ending with the task's end state.
 */
import type { ReactNode } from "react";
import { FollowButton } from "@/components/reveal/follow-button";
import { SCROLL_FOLLOW, useScrollFollow } from "@/components/reveal/use-scroll-follow";
import { isTaskOver, type TaskOutcome } from "@/lib/domain/task/task-outcome";
import { isTerminatedByUser, type TaskProgress } from "@/lib/domain/task/task-progress";
import type { DisplayMessage } from "@/lib/domain/task/trajectory-display";
import { ProcessMessage } from "./process/process-message";
import { ProcessStatus } from "./process/process-status";
import { useProcessReveal } from "./process/use-process-reveal";

export type ProcessViewProps = {
  messages: readonly DisplayMessage[];
  outcome: TaskOutcome;
  progress: TaskProgress;
  /** Shown above the steps, scrolling with them (the idea proposal's sources and note). */
  before?: ReactNode;
};

const { loose, strict } = SCROLL_FOLLOW.canvasBottomTolerancePx;

export function ProcessView({ messages, outcome, progress, before }: ProcessViewProps) {
  const over = isTaskOver(progress, outcome);
  const { snapshot, streaming } = useProcessReveal(messages, { loaded: progress.loaded, over, finishedOnLoad: progress.finishedOnLoad });
  const { scrollRef, contentRef, showFollow, follow } = useScrollFollow<HTMLDivElement, HTMLDivElement>(loose, strict);
  // A message still waiting its turn in the streaming queue is not shown yet.
  const visible = messages.filter((message) => snapshot.get(message.id)?.started !== false);
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={scrollRef} className="@container h-full overflow-y-auto overscroll-contain px-5 py-4">
        <div ref={contentRef}>
          {before}
          <div role="log" aria-label="Process" aria-busy={!over || streaming} className="flex flex-col gap-5">
            {visible.map((message) => (
              <ProcessMessage key={message.id} message={message} view={snapshot.get(message.id)} taskRunning={!over} />
            ))}
            <ProcessStatus settled={over && !streaming} terminated={isTerminatedByUser(progress)} />
          </div>
        </div>
      </div>
      {showFollow ? <FollowButton onClick={follow} /> : null}
    </div>
  );
}
