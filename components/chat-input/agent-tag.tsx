"use client";

/**
 * The chosen agent in the input: '@Agent', with a button that removes it (Backspace on empty text does too).
 * Hovering or focusing the name tells what a task of this agent costs on average (spec §9, issue 19).
 */
import * as Tooltip from "@radix-ui/react-tooltip";
import { CloseIcon } from "@/components/ui/icons";
import { agents, type AgentId } from "@/lib/contract/agents";
import { averageCostTooltip } from "@/lib/domain/account/task-cost";

export function AgentTag({ agent, onRemove, removable }: { agent: AgentId; onRemove: () => void; removable: boolean }) {
  const name = agents[agent].displayName;
  return (
    <span
      data-testid="agent-tag"
      className="inline-flex h-7 shrink-0 items-center gap-1 rounded-lg bg-brand-soft pr-1 pl-2 text-sm font-semibold whitespace-nowrap text-brand"
    >
      <Tooltip.Provider delayDuration={200}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <span tabIndex={0} className="rounded focus-visible:outline-2 focus-visible:outline-brand">
              @{name}
            </span>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              side="top"
              sideOffset={8}
              className="z-50 max-w-64 rounded-lg bg-neutral-900 px-3 py-2 text-xs leading-5 font-normal text-white shadow-lg"
            >
              {averageCostTooltip(agent)}
              <Tooltip.Arrow className="fill-neutral-900" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
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
