/**
 * The debug tool's build result message (spec §8 "The debug tool shows a build result message"): which build of
 * the app serves this page and whether it is healthy, from the health call.
 */
import type { Health } from "@/lib/contract/calls/misc";

export function buildResultMessage(health: Health): string {
  const database = health.db === "up" ? "database up" : "database down";
  return health.status === "ok" ? `Build ok: v${health.version} (${database})` : `Build degraded: v${health.version} (${database})`;
}

export function buildCheckFailedMessage(error: unknown): string {
  return `Build check failed: ${error instanceof Error ? error.message : String(error)}`;
}
