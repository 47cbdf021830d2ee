/**
 * What a research run found, as the Sources tab and the Investigation Process show it (spec §2): the source list,
 * and beside it a Note column once the agent has taken notes.
 */
import { LazyMarkdown } from "@/components/markdown/lazy-markdown";
import type { ResearchSources } from "@/lib/domain/report/research-sources";
import { SourceList } from "./source-list";

export function ResearchFindings({ sources }: { sources: ResearchSources }) {
  const hasNotes = sources.notes.trim() !== "";
  return (
    <div className={hasNotes ? "grid gap-6 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : ""}>
      <SourceList papers={sources.papers} repositories={sources.repositories} />
      {hasNotes ? (
        <section aria-label="Note" className="min-w-0 rounded-xl border border-surface-line bg-surface-muted px-4 py-3">
          <h3 className="mb-2 text-xs font-semibold text-neutral-500">Note</h3>
          <LazyMarkdown text={sources.notes} className="text-[13px]" />
        </section>
      ) : null}
    </div>
  );
}
