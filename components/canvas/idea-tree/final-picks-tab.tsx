/**
 * Final Idea Picks (spec §2): the run's thought summary, then each pick with its summary, description, References,
 * its tournament score and rank when the tournament gave them, and Design method.
 */
import type { IdeaTree } from "@/lib/domain/task/idea-tree";
import { finalPicks } from "@/lib/domain/task/idea-tree";
import { DesignMethodAction } from "./design-method-action";
import { IdeaReferences } from "./idea-references";

export function FinalPicksTab({ tree, taskId, over }: { tree: IdeaTree; taskId: string; over: boolean }) {
  if (!tree.ideaList) {
    return (
      <p className="m-auto max-w-sm px-6 text-center text-sm text-neutral-500">
        {over ? "The run ended before it picked its final ideas." : "The final picks show here once the ideas have been ranked."}
      </p>
    );
  }
  const picks = finalPicks(tree);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
      {tree.ideaList.thought ? <p className="text-sm leading-6 whitespace-pre-line text-neutral-700">{tree.ideaList.thought}</p> : null}
      <ol aria-label="Final idea picks" className="mt-4 space-y-4">
        {picks.map((idea) => (
          <li key={idea.id} className="rounded-xl border border-surface-line p-4">
            <article aria-label={idea.summary || idea.id} className="space-y-3">
              <header className="flex items-start justify-between gap-3">
                <h3 className="text-sm font-semibold text-neutral-900">{idea.summary || idea.id}</h3>
                <TournamentScore elo={idea.elo} rank={idea.rank} />
              </header>
              {idea.description ? <p className="text-sm leading-6 whitespace-pre-line text-neutral-700">{idea.description}</p> : null}
              <IdeaReferences references={idea.references} />
              <DesignMethodAction taskId={taskId} idea={idea} />
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}

function TournamentScore({ elo, rank }: { elo: number | undefined; rank: number | undefined }) {
  if (elo === undefined && rank === undefined) return null;
  return (
    <p className="flex shrink-0 gap-2 text-xs font-medium text-neutral-600">
      {rank === undefined ? null : <span className="rounded-full bg-brand-soft px-2 py-0.5 text-brand">Rank {rank}</span>}
      {elo === undefined ? null : <span className="rounded-full bg-surface-muted px-2 py-0.5">Elo {Math.round(elo)}</span>}
    </p>
  );
}
