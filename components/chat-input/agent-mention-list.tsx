"use client";

/**
 * The @ agent list: a listbox whose highlighted option the text area points at with aria-activedescendant.
 * It opens below the input, or above it when the input sits near the bottom of the window (the session page).
 */
import { useLayoutEffect, useRef, useState } from "react";
import { AgentIcon, agentAccent } from "@/components/agents/agent-icon";
import type { AgentInfo } from "@/lib/contract/agents";
import { agentCopy } from "@/lib/domain/home/agent-copy";

export function mentionOptionId(listId: string, agent: AgentInfo): string {
  return `${listId}-${agent.slug}`;
}

export type AgentMentionListProps = {
  id: string;
  agents: readonly AgentInfo[];
  highlighted: number;
  onHighlight: (index: number) => void;
  onSelect: (index: number) => void;
};

export function AgentMentionList({ id, agents, highlighted, onHighlight, onSelect }: AgentMentionListProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [above, setAbove] = useState(false);

  useLayoutEffect(() => {
    const list = ref.current;
    const anchor = list?.parentElement;
    if (!list || !anchor) return;
    const room = window.innerHeight - anchor.getBoundingClientRect().bottom;
    // Measured once when the list opens; it closes on resize, so the choice cannot go stale.
    setAbove(room < list.offsetHeight + 16);
  }, []);

  return (
    <ul
      ref={ref}
      id={id}
      role="listbox"
      aria-label="Agents"
      className={`absolute left-0 z-30 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-surface-line bg-white p-1.5 shadow-xl ${
        above ? "bottom-full mb-2" : "top-full mt-2"
      }`}
    >
      {agents.map((agent, index) => {
        const active = index === highlighted;
        return (
          <li
            key={agent.id}
            id={mentionOptionId(id, agent)}
            role="option"
            aria-selected={active}
            // Keeps the focus in the text area so typing and the keyboard keep working after a click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHighlight(index)}
            onClick={() => onSelect(index)}
            className={`flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 ${active ? "bg-brand-soft" : ""}`}
          >
            <span className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${agentAccent[agent.id]}`}>
              <AgentIcon agent={agent.id} className="size-4.5" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-neutral-900">{agent.displayName}</span>
              <span className="block truncate text-xs text-neutral-500">{agentCopy[agent.id].summary}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
