/** The user's own text; a message starting with an agent's @name shows that agent as a chip (spec §2). */
import { AgentIcon } from "@/components/agents/agent-icon";
import { agents } from "@/lib/contract/agents";
import { splitAgentPrefix } from "@/lib/domain/chat/chat-thread";

export function UserMessage({ text }: { text: string }) {
  const { agent, rest } = splitAgentPrefix(text);
  return (
    <div className="flex justify-end">
      <div className="max-w-[88%] rounded-2xl rounded-br-md bg-brand-soft px-4 py-2.5 text-sm leading-6 break-words whitespace-pre-wrap text-neutral-900">
        {agent ? (
          <span className="mr-1.5 inline-flex translate-y-[-1px] items-center gap-1 rounded-md bg-brand px-1.5 py-px align-middle text-xs font-semibold text-white">
            <AgentIcon agent={agent} className="size-3.5" />@{agents[agent].displayName}
          </span>
        ) : null}
        {rest}
      </div>
    </div>
  );
}
