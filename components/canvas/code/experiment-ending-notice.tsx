/** How the experiment ended (spec §8): 'Finish exp excution!', 'Exp excution failed!' or terminated; nothing while it runs. */
import { ExperimentEndMessage, experimentEnding } from "@/lib/domain/task/experiment-ending";
import type { TaskProgress } from "@/lib/domain/task/task-progress";

const tone = { success: "bg-emerald-50 text-emerald-700", failed: "bg-red-50 text-red-700", terminated: "bg-surface-muted text-neutral-600" } as const;

export function ExperimentEndingNotice({ progress }: { progress: TaskProgress }) {
  const ending = experimentEnding(progress);
  if (ending === "running") return null;
  return (
    <p role="status" className={`shrink-0 border-t border-surface-line px-4 py-1.5 text-center text-xs font-semibold ${tone[ending]}`}>
      {ExperimentEndMessage[ending]}
    </p>
  );
}
