/**
 * What credits cost where a user decides and where a task runs (issue 19 item 6): the average-cost tooltip per
 * agent (spec §9, its first reading, from lib/contract/constants) and the task header's running or final cost.
 */
import type { AgentId } from "@/lib/contract/agents";
import { averageCreditsPerTask } from "@/lib/contract/constants";
import type { TaskStatus } from "@/lib/contract/entities/task";
import { formatCredits } from "./credit-history";

/** Spec §9, verbatim. */
export function averageCostTooltip(agent: AgentId): string {
  return `Average cost is ${averageCreditsPerTask[agent]} credits per task, actual usage may be higher for heavy tasks.`;
}

/**
 * The header's cost: credits used so far while the task runs, what it cost once it ended. None before the server
 * reports a figure (an old task, or an upstream that does not send it).
 */
export function taskCostLabel(status: TaskStatus, creditUsed: number | null | undefined): string | undefined {
  if (creditUsed === null || creditUsed === undefined || !Number.isFinite(creditUsed)) return undefined;
  const credits = `${formatCredits(Math.max(0, creditUsed))} credits`;
  return status === "processing" ? `${credits} used so far` : `Cost ${credits}`;
}
