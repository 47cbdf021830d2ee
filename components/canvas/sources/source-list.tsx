/**
 * The papers and repositories a research run found (spec §2 Sources, §5): each once, authors cut to the first
 * three. A paper opens its arXiv page in a new tab, a repository its link; the opened page gets neither the
 * opener nor the referrer.
 */
import type { ReactNode } from "react";
import type { GithubRepo, Paper } from "@/lib/contract/entities/trajectory";
import { shownAuthors } from "@/lib/contract/entities/paper-authors";
import { paperLink, repositoryLink } from "@/lib/domain/report/source-links";

const yearText = (year: unknown) => (typeof year === "number" || typeof year === "string" ? String(year) : "");

function ItemTitle({ href, text }: { href: string | undefined; text: string }) {
  if (!href) return <span className="font-medium text-neutral-900">{text}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-neutral-900 underline-offset-2 hover:text-brand hover:underline">
      {text}
    </a>
  );
}

function PaperItem({ paper, number }: { paper: Paper; number: number }) {
  const meta = [shownAuthors(paper), yearText(paper.year)].filter((part) => part !== "").join(" · ");
  return (
    <li className="flex gap-3 py-3">
      <span aria-hidden="true" className="w-6 shrink-0 pt-px text-right text-xs font-semibold text-neutral-400">
        {number}
      </span>
      <div className="min-w-0 text-sm leading-5">
        <ItemTitle href={paperLink(paper)} text={paper.title} />
        {meta ? <p className="mt-0.5 text-xs text-neutral-500">{meta}</p> : null}
        {paper.abstract ? <p className="mt-1 line-clamp-3 text-xs leading-5 text-neutral-600">{paper.abstract}</p> : null}
      </div>
    </li>
  );
}

function RepositoryItem({ repository }: { repository: GithubRepo }) {
  const stars = repository.stars == null ? "" : `★ ${String(repository.stars)}`;
  const meta = [repository.author ?? "", stars, yearText(repository.year)].filter((part) => part !== "").join(" · ");
  return (
    <li className="py-3 text-sm leading-5">
      <ItemTitle href={repositoryLink(repository)} text={repository.name} />
      {meta ? <p className="mt-0.5 text-xs text-neutral-500">{meta}</p> : null}
      {repository.description ? <p className="mt-1 line-clamp-2 text-xs leading-5 text-neutral-600">{repository.description}</p> : null}
    </li>
  );
}

export type SourceListProps = { papers: readonly Paper[]; repositories: readonly GithubRepo[] };

export function SourceList({ papers, repositories }: SourceListProps) {
  if (papers.length === 0 && repositories.length === 0) {
    return <p className="py-6 text-center text-sm text-neutral-500">No sources yet.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <SourceGroup title="Papers" count={papers.length}>
        {papers.map((paper, index) => (
          <PaperItem key={`${String(paper.id ?? "")}:${paper.title}`} paper={paper} number={index + 1} />
        ))}
      </SourceGroup>
      <SourceGroup title="Repositories" count={repositories.length}>
        {repositories.map((repository) => (
          <RepositoryItem key={`${repository.link}:${repository.name}`} repository={repository} />
        ))}
      </SourceGroup>
    </div>
  );
}

/** A titled, counted list of one kind of source; nothing at all when there is none of that kind. */
function SourceGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section>
      <h3 className="text-xs font-semibold text-neutral-500">
        {title} ({count})
      </h3>
      <ul aria-label={title} className="divide-y divide-surface-line">
        {children}
      </ul>
    </section>
  );
}
