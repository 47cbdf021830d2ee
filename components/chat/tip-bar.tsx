/** The tip bar above the input: after a finished survey or method design, offers the next agent (spec §2). */
import { AgentIcon } from "@/components/agents/agent-icon";
import { CloseIcon } from "@/components/ui/icons";
import { type AgentId, agents } from "@/lib/contract/agents";

const TIP_TEXT: Partial<Record<AgentId, string>> = {
  ideaSpark: "Turn these findings into new research ideas with Idea Spark.",
  autoExperiment: "Build and run this method with Auto Experiment.",
};

export type TipBarProps = {
  agent: AgentId;
  /**
   * Whether the offer still waits for its task's data: the bar then keeps its room, unseen and out of reach. A
   * survey's tip appearing once its task answered grew the input upwards, the session page's main layout shift.
   */
  placeholder?: boolean;
  onContinue: () => void;
  onDismiss: () => void;
};

export function TipBar({ agent, placeholder = false, onContinue, onDismiss }: TipBarProps) {
  return (
    <div
      aria-hidden={placeholder || undefined}
      className={`mb-2 flex items-center gap-2.5 rounded-xl border border-brand/15 bg-brand-soft px-3 py-2 text-sm text-brand-ink${placeholder ? " invisible" : ""}`}
    >
      <AgentIcon agent={agent} className="size-4 shrink-0 text-brand" />
      <p className="min-w-0 flex-1 leading-5">{TIP_TEXT[agent] ?? `Continue with ${agents[agent].displayName}.`}</p>
      <button
        type="button"
        onClick={onContinue}
        className="shrink-0 rounded-lg bg-brand px-3 py-1 text-xs font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Continue
      </button>
      <button
        type="button"
        aria-label="Dismiss tip"
        onClick={onDismiss}
        className="shrink-0 rounded-md p-1 text-brand-ink/60 hover:bg-white/60 hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </div>
  );
}
