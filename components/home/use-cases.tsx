"use client";

/** 'Explore use cases' (spec §1): one list of six examples per agent; clicking one fills the input and picks its agent. */
import { AgentIcon, agentAccent } from "@/components/agents/agent-icon";
import { agents, type AgentId } from "@/lib/contract/agents";
import type { UseCaseExample } from "@/lib/contract/entities/ui";
import { homeChipAgents } from "./agent-chips";
import { agentOfExample, useCaseLists } from "./use-case-examples";

export type UseCasesProps = {
  /** The list shown: the chosen agent's, or the first chip's. */
  list: AgentId;
  onListChange: (agent: AgentId) => void;
  onPick: (example: UseCaseExample) => void;
};

export function UseCases({ list, onListChange, onPick }: UseCasesProps) {
  // Method Design has no chip, but its own page shows its examples.
  const lists = homeChipAgents.some((agent) => agent.id === list) ? homeChipAgents : [...homeChipAgents, agents[list]];
  return (
    <section aria-labelledby="use-cases-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="use-cases-heading" className="text-base font-semibold text-neutral-900">
          Explore use cases
        </h2>
        <div role="group" aria-label="Use case lists" className="flex max-w-full gap-1 overflow-x-auto rounded-full bg-white p-1 shadow-xs ring-1 ring-surface-line">
          {lists.map((agent) => (
            <button
              key={agent.id}
              type="button"
              aria-pressed={agent.id === list}
              onClick={() => onListChange(agent.id)}
              className={`shrink-0 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-brand ${
                agent.id === list ? "bg-brand-soft text-brand-ink" : "text-neutral-500 hover:text-neutral-900"
              }`}
            >
              {agent.displayName}
            </button>
          ))}
        </div>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {useCaseLists[list].map((example) => {
          const agent = agentOfExample(example);
          return (
            <li key={example.name}>
              <button
                type="button"
                onClick={() => onPick(example)}
                className="group flex h-full w-full flex-col rounded-2xl border border-surface-line bg-white p-4 text-left shadow-xs transition hover:-translate-y-0.5 hover:border-brand/30 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="flex items-center gap-2">
                  <span className={`flex size-7 items-center justify-center rounded-lg ${agentAccent[agent]}`}>
                    <AgentIcon agent={agent} className="size-4" />
                  </span>
                  <span className="text-sm font-semibold text-neutral-900 group-hover:text-brand-ink">{example.name}</span>
                </span>
                <span className="mt-2 line-clamp-3 text-[0.8rem] leading-5 text-neutral-500">{example.content}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
