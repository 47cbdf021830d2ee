"use client";

/**
 * The chosen agent in the input: '@Agent', with a button that removes it (Backspace on empty text does too).
 * Hovering or focusing the name tells what a task of this agent costs on average (spec §9, issue 19).
 */
import { CloseIcon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { agents, type AgentId } from "@/lib/contract/agents";
import { averageCostTooltip } from "@/lib/domain/account/task-cost";

export function AgentTag({ agent, onRemove, removable }: { agent: AgentId; onRemove: () => void; removable: boolean }) {
  const name = agents[agent].displayName;
  return (
    <span
      data-testid="agent-tag"
      className="inline-flex h-7 shrink-0 items-center gap-1 rounded-lg bg-brand-soft pr-1 pl-2 text-sm font-semibold whitespace-nowrap text-brand"
    >
      <Tooltip
        content={averageCostTooltip(agent)}
        side="top"
        sideOffset={8}
        delayMs={200}
        className="max-w-64"
      >
        <span tabIndex={0} className="rounded focus-visible:outline-2 focus-visible:outline-brand">
          @{name}
        </span>
      </Tooltip>
      {removable ? (
        <button
          type="button"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
          className="flex size-5 items-center justify-center rounded text-brand/70 hover:bg-brand/10 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          <CloseIcon className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}
