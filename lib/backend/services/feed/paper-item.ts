import "server-only";
import type { PaperSearchItem } from "@/lib/contract";
import type { PaperRecord } from "../../papers/paper-sources";

/**
 * A stored or fetched paper as the feed and the search list show it (spec §3 Paper search item): the first arXiv
 * category as its tag, its listing date (else its year) as its date. `image` stays null: neither arXiv nor
 * OpenAlex gives one. Links and the citation count ride along for the detail view and "Survey this".
 */
export type ItemSource = PaperRecord & { categories?: readonly string[]; listedAt?: Date | null };

export function paperItem(paper: ItemSource): PaperSearchItem {
  return {
    id: paper.id,
    title: paper.title,
    tag: paper.categories?.[0] ?? null,
    date: paper.listedAt?.toISOString() ?? (paper.year === null ? null : String(paper.year)),
    authors: paper.authors,
    abstract_info: paper.abstract,
    image: null,
    url: paper.url,
    arxiv_id: paper.arxivId,
    pdf_url: paper.pdfUrl,
    citation_count: paper.citationCount,
  };
}
