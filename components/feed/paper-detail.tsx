/**
 * A paper's detail, opened by the pid, fpid or efpid parameter (spec §2): everything the item shows, the whole
 * abstract, and the way to the paper on the preprint server. A paper that is not among the loaded ones is named
 * by its id, with its preprint page when the id is an arXiv id.
 */
import type { ReactNode } from "react";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { paperAuthors } from "@/lib/contract/entities/paper-authors";
import { paperDay, paperPreprintLink } from "./paper-facts";

/** The paper a page was opened for: its id from the address, and the paper when the backend knows it. */
export type OpenedPaper = { paperId: string; paper: PaperSearchItem | undefined };

export function PaperDetail({ paperId, paper, action }: OpenedPaper & { action?: ReactNode }) {
  const link = paperPreprintLink({ id: paper?.id ?? paperId });
  const day = paper ? paperDay(paper.date) : undefined;
  const authors = paper ? paperAuthors(paper).join(", ") : "";
  return (
    <section id="paper-detail" aria-labelledby="paper-detail-title" className="rounded-2xl border border-brand/30 bg-brand-soft/60 p-5">
      <p className="text-xs font-semibold tracking-wide text-brand uppercase">Paper</p>
      <h2 id="paper-detail-title" className="mt-1 text-lg font-semibold text-brand-ink">
        {paper?.title ?? `Paper ${paperId}`}
      </h2>
      {paper ? (
        <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-neutral-600">
          {paper.tag ? <span>{paper.tag}</span> : null}
          {day ? <time dateTime={day}>{day}</time> : null}
          {authors ? <span>{authors}</span> : null}
        </p>
      ) : null}
      {paper?.abstract_info ? <p className="mt-3 text-sm leading-relaxed text-neutral-800">{paper.abstract_info}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand hover:underline">
            Open on arXiv
          </a>
        ) : null}
        {action}
      </div>
    </section>
  );
}
