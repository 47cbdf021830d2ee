/**
 * The Process view's last line (spec §4 "Task states", §8): the user's termination notice, 'All tasks finished'
 * once the task is over and everything has streamed, otherwise a loading indicator.
 */
import { Spinner } from "@/components/ui/button";

export const ProcessEndMessage = {
  finished: "All tasks finished",
  terminated: "You have terminated this task, please send a new message to continue",
} as const;

export function ProcessStatus({ settled, terminated }: { settled: boolean; terminated: boolean }) {
  if (!settled) {
    return (
      <div role="status" className="flex items-center gap-2 py-2 text-xs text-neutral-500">
        <Spinner className="size-3.5 text-brand" />
        <span>Working…</span>
      </div>
    );
  }
  return (
    <p role="status" className={`py-2 text-center text-xs font-medium ${terminated ? "text-neutral-500" : "text-emerald-700"}`}>
      {terminated ? ProcessEndMessage.terminated : ProcessEndMessage.finished}
    </p>
  );
}
