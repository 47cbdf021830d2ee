/**
 * One paper in the feed or the search list (spec §3 Paper search item): title, tag, date, optional authors,
 * abstract and image. Renders on the server (the hot feed) and in the browser alike; `action` is the browser's
 * extra ("Survey this").
 */
import type { ReactNode } from "react";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { shownAuthors } from "@/lib/contract/entities/paper-authors";
import { listAbstract, paperDay, paperImage } from "./paper-facts";

export function PaperItem({ paper, href, action }: { paper: PaperSearchItem; href: string; action?: ReactNode }) {
  const day = paperDay(paper.date);
  const authors = shownAuthors(paper);
  const image = paperImage(paper);
  const abstract = listAbstract(paper.abstract_info);
  return (
    <article className="flex gap-4 rounded-xl border border-surface-line bg-white p-4 shadow-xs">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold leading-snug text-brand-ink">
          <a href={href} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand">
            {paper.title}
          </a>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-600">
          {paper.tag ? <span className="rounded-full bg-brand-soft px-2 py-0.5 font-medium text-brand-ink">{paper.tag}</span> : null}
          {day ? <time dateTime={day}>{day}</time> : null}
          {authors ? <span>{authors}</span> : null}
        </p>
        {abstract ? <p className="mt-2 line-clamp-3 text-sm text-neutral-700">{abstract}</p> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
      {image ? (
        // Figures come from any paper host; next/image would have to proxy and resize every one of them.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt="" width={112} height={84} loading="lazy" decoding="async" className="hidden h-21 w-28 shrink-0 rounded-lg object-cover sm:block" />
      ) : null}
    </article>
  );
}
