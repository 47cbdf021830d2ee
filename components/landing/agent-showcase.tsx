/** The five agents (spec §1 table) with what each one is for, and a shared real run to watch where one is set. */
import { AgentIcon, agentAccent } from "@/components/agents/agent-icon";
import { agentList } from "@/lib/contract/agents";
import { agentCopy } from "@/lib/domain/home/agent-copy";
import type { ShowcaseRuns } from "@/lib/site/showcase-runs";

export function AgentShowcase({ runs }: { runs: ShowcaseRuns }) {
  return (
    <section id="agents" aria-labelledby="agents-heading" className="mx-auto max-w-6xl scroll-mt-8 px-6 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="agents-heading" className="text-3xl font-semibold tracking-tight text-brand-ink">
          Five agents, one research workflow
        </h2>
        <p className="mt-4 text-base leading-7 text-neutral-600">
          Type @ in the input to hand a task to the agent that fits it, or just ask a question in a general chat.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {agentList.map((agent) => (
          <li key={agent.id} className="flex flex-col rounded-2xl border border-surface-line bg-white p-6 shadow-xs">
            <span className={`flex size-11 items-center justify-center rounded-xl ${agentAccent[agent.id]}`}>
              <AgentIcon agent={agent.id} className="size-5.5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-neutral-900">{agent.displayName}</h3>
            <p className="mt-1 text-sm font-medium text-brand">{agentCopy[agent.id].summary}</p>
            <p className="mt-3 text-sm leading-6 text-neutral-600">{agentCopy[agent.id].pitch}</p>
            {runs[agent.id] ? (
              <a
                href={runs[agent.id]}
                className="mt-4 text-sm font-semibold text-brand underline-offset-2 hover:underline"
              >
                Watch a real run<span className="sr-only"> of {agent.displayName}</span>
                <span aria-hidden="true"> →</span>
              </a>
            ) : null}
          </li>
        ))}
        <li className="flex flex-col justify-center rounded-2xl border border-dashed border-brand/25 bg-brand-soft/60 p-6">
          <h3 className="text-lg font-semibold text-brand-ink">Bring your own tool</h3>
          <p className="mt-3 text-sm leading-6 text-neutral-600">
            Agents grow through plugins. Contributors build them with us — see Co-build below.
          </p>
        </li>
      </ul>
    </section>
  );
}
