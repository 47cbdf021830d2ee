/** The input's placeholder per agent (spec §2: placeholders differ per agent). */
import type { AgentId } from "@/lib/contract/agents";
import { agentCopy, GENERAL_PLACEHOLDER } from "@/lib/domain/home/agent-copy";

export function placeholderFor(agent: AgentId | null): string {
  return agent === null ? GENERAL_PLACEHOLDER : agentCopy[agent].placeholder;
}
