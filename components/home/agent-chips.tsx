"use client";

/** The agent chips under the input; Method Design is not among them (spec §1). */
import { AgentIcon } from "@/components/agents/agent-icon";
import { agentList, type AgentId } from "@/lib/contract/agents";
import { agentCopy } from "@/lib/domain/home/agent-copy";

export const homeChipAgents = agentList.filter((agent) => agent.showOnHomeChips);

export function AgentChips({ selected, onToggle }: { selected: AgentId | null; onToggle: (agent: AgentId) => void }) {
  return (
    <div role="group" aria-label="Agents" className="flex flex-wrap justify-center gap-2">
      {homeChipAgents.map((agent) => {
        const on = selected === agent.id;
        return (
          <button
            key={agent.id}
            type="button"
            aria-pressed={on}
            title={agentCopy[agent.id].summary}
            onClick={() => onToggle(agent.id)}
            className={`inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              on
                ? "border-brand bg-brand text-white shadow-sm"
                : "border-surface-line bg-white text-neutral-700 hover:border-brand/40 hover:text-brand-ink"
            }`}
          >
            <AgentIcon agent={agent.id} className="size-4" />
            {agent.displayName}
          </button>
        );
      })}
    </div>
  );
}
