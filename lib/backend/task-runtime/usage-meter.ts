import "server-only";
import type { StepUsage } from "../agents/run-agent";
import { creditsFor, type PriceSettings } from "../services/credit/pricing";

/**
 * What each step of a run costs: its model tokens at the model's price, plus the sandbox time since the previous
 * step while the run holds a sandbox. Charged step by step (task-lease.ts appendStep), so a run that dies keeps
 * what it used up to its last step, and the spend cap is checked as the run goes. GPU minutes stay 0: no executor
 * here has a GPU (prepare-workspace.ts says so to the agent).
 */
export type UsageMeter = { sandboxOpened(): void; stepCredits(usage: StepUsage | undefined): number };

export function createUsageMeter(prices: PriceSettings, modelId: string | undefined, clock: () => number = Date.now): UsageMeter {
  let sandboxSince: number | undefined;
  return {
    sandboxOpened() {
      sandboxSince ??= clock();
    },
    stepCredits(usage) {
      const now = clock();
      const sandboxMinutes = sandboxSince === undefined ? 0 : (now - sandboxSince) / 60_000;
      if (sandboxSince !== undefined) sandboxSince = now;
      const tokens = { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
      return creditsFor(prices, { modelId, ...tokens, sandboxMinutes, gpuMinutes: 0 });
    },
  };
}
