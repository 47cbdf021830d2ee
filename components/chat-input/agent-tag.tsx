/** The chosen agent in the input: '@Agent', with a button that removes it (Backspace on empty text does too). */
import { CloseIcon } from "@/components/ui/icons";
import { agents, type AgentId } from "@/lib/contract/agents";

export function AgentTag({ agent, onRemove, removable }: { agent: AgentId; onRemove: () => void; removable: boolean }) {
  const name = agents[agent].displayName;
  return (
    <span
      data-testid="agent-tag"
      className="inline-flex h-7 shrink-0 items-center gap-1 rounded-lg bg-brand-soft pr-1 pl-2 text-sm font-semibold whitespace-nowrap text-brand"
    >
      @{name}
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
