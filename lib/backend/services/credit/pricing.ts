import "server-only";
import type { AgentId } from "@/lib/contract/agents";
import { averageCreditsPerTask } from "@/lib/contract/constants";
import type { BackendConfig } from "../../config";

/** Prices (credit-settings.ts) applied to measured use. Pure functions: the ledger rounds to 4 decimals. */
export type PriceSettings = Pick<
  BackendConfig,
  | "CREDIT_PER_MILLION_INPUT_TOKENS"
  | "CREDIT_PER_MILLION_OUTPUT_TOKENS"
  | "CREDIT_MODEL_PRICES"
  | "CREDIT_PER_SANDBOX_MINUTE"
  | "CREDIT_PER_GPU_MINUTE"
  | "CREDIT_AGENT_ESTIMATES"
>;

export type MeasuredUse = { modelId?: string | undefined; inputTokens: number; outputTokens: number; sandboxMinutes: number; gpuMinutes: number };

export function creditsFor(prices: PriceSettings, use: MeasuredUse): number {
  const tokenPrice = (use.modelId && prices.CREDIT_MODEL_PRICES.get(use.modelId)) || {
    input: prices.CREDIT_PER_MILLION_INPUT_TOKENS,
    output: prices.CREDIT_PER_MILLION_OUTPUT_TOKENS,
  };
  return (
    (use.inputTokens * tokenPrice.input + use.outputTokens * tokenPrice.output) / 1_000_000 +
    use.sandboxMinutes * prices.CREDIT_PER_SANDBOX_MINUTE +
    use.gpuMinutes * prices.CREDIT_PER_GPU_MINUTE
  );
}

/** What a task of this agent is expected to cost: reserved when it starts (spec §9's averages unless configured). */
export function taskEstimate(prices: Pick<PriceSettings, "CREDIT_AGENT_ESTIMATES">, agent: AgentId): number {
  return prices.CREDIT_AGENT_ESTIMATES.get(agent) ?? averageCreditsPerTask[agent];
}
