"use client";

/**
 * A task message: a header with the agent's display name (clicking it activates the agent's canvas panel), the
 * task's state and cost, the request, and the agent's progress once polls bring it (spec §2, §4, §8; issue 19).
 */
import { AgentIcon, agentAccent } from "@/components/agents/agent-icon";
import { Spinner } from "@/components/ui/button";
import { agentDisplayName, canonicalAgent } from "@/lib/contract/agents";
import { taskCostLabel } from "@/lib/domain/account/task-cost";
import type { TaskMessage as Task, ThreadTaskStatus } from "@/lib/domain/chat/chat-thread";
import type { TaskProgress } from "@/lib/domain/task/task-progress";
import { TaskEndMessage, threadTaskStatus } from "@/lib/domain/task/task-status";
import { TaskProgressSection } from "./task-progress-section";

const STATUS: Record<ThreadTaskStatus, { label: string; className: string; busy?: boolean }> = {
  starting: { label: "Starting", className: "text-neutral-500", busy: true },
  processing: { label: "Working", className: "text-brand", busy: true },
  finish: { label: "Completed", className: "text-emerald-700" },
  error: { label: TaskEndMessage.failed, className: "text-red-600" },
  terminated: { label: TaskEndMessage.terminated, className: "text-neutral-500" },
  unstarted: { label: "Not started", className: "text-neutral-500" },
  cancelled: { label: "Cancelled", className: "text-neutral-500" },
};

const SEND_AGAIN = "Send your request again to retry.";

/** Under the request when the agent did not start: why, and what to do about it (a refusal says it in its own words). */
function notStartedNote(status: ThreadTaskStatus, failure: string | undefined): string | undefined {
  if (status === "unstarted") return `The agent could not be started. ${failure ?? SEND_AGAIN}`;
  if (status === "cancelled") return `You cancelled the GPU run, so the agent was not started. ${SEND_AGAIN}`;
  return undefined;
}

export type TaskMessageProps = {
  message: Task;
  /** What the polls have delivered; absent until the task has an id and its first poll is under way. */
  progress?: TaskProgress;
  onActivate: (message: Task) => void;
};

export function TaskMessage({ message, progress, onActivate }: TaskMessageProps) {
  const agent = canonicalAgent(message.agentName);
  // The poll is the fresher source once it answered; a terminate sent from here stays terminated.
  const threadStatus = progress?.loaded ? threadTaskStatus(progress, message.status === "terminated") : message.status;
  const status = STATUS[threadStatus];
  const note = notStartedNote(threadStatus, message.failure);
  const stopped = progress?.status === "error" && Boolean(progress.errorInfo?.trim());
  // Issue 19: what the run has used so far, or what it cost once it ended.
  const cost = progress?.loaded ? taskCostLabel(progress.status, progress.creditUsed) : undefined;
  return (
    <article aria-label={`${agentDisplayName(message.agentName)} task`} className="overflow-hidden rounded-xl border border-surface-line bg-white shadow-xs">
      <button
        type="button"
        onClick={() => onActivate(message)}
        className="flex w-full items-center gap-2.5 border-b border-surface-line bg-surface-muted/60 px-3.5 py-2.5 text-left transition hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        {agent ? (
          <span className={`inline-flex size-7 shrink-0 items-center justify-center rounded-lg ${agentAccent[agent]}`}>
            <AgentIcon agent={agent} className="size-4" />
          </span>
        ) : null}
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-neutral-900">{agentDisplayName(message.agentName)}</span>
        {cost ? <span className="shrink-0 text-xs text-neutral-500 tabular-nums">{cost}</span> : null}
        <span className={`inline-flex shrink-0 items-center gap-1.5 text-xs font-medium ${status.className}`}>
          {status.busy ? <Spinner className="size-3" /> : null}
          {status.label}
        </span>
      </button>
      {message.query ? <p className="line-clamp-4 px-3.5 py-3 text-sm leading-6 text-neutral-700">{message.query}</p> : null}
      {note ? <p className="px-3.5 pb-3 text-xs text-neutral-500">{note}</p> : null}
      {progress ? <TaskProgressSection progress={progress} /> : null}
      {stopped ? <p className="border-t border-surface-line px-3.5 py-2.5 text-xs text-neutral-500">{TaskEndMessage.stopped}</p> : null}
    </article>
  );
}
