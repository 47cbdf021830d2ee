import "server-only";
import type { PaperRecord } from "./paper-sources";
import { arxivAbsUrl } from "./sources/paper-fields";

/**
 * One list from several sources' ranked answers: taken rank by rank across the sources (each source's best
 * first), duplicates merged by arXiv id, then by normalised title. A merged paper keeps the richest fields: the
 * longest abstract and author list, the highest citation count, arXiv's title and links when arXiv had it.
 */
export function mergePapers(rankedLists: readonly (readonly PaperRecord[])[]): PaperRecord[] {
  const merged: PaperRecord[] = [];
  const byArxivId = new Map<string, number>();
  const byTitle = new Map<string, number>();
  for (const paper of interleave(rankedLists)) {
    const titleKey = normalisedTitle(paper.title);
    let index = paper.arxivId ? byArxivId.get(paper.arxivId) : undefined;
    if (index === undefined) {
      const sameTitle = byTitle.get(titleKey);
      // Two different arXiv ids are two papers even under one title (a paper and its erratum, say).
      const conflicting = sameTitle !== undefined && paper.arxivId && merged[sameTitle]?.arxivId;
      if (sameTitle !== undefined && !conflicting) index = sameTitle;
    }
    if (index === undefined) {
      index = merged.push(paper) - 1;
    } else {
      merged[index] = combine(merged[index] ?? paper, paper);
    }
    const arxivId = merged[index]?.arxivId;
    if (arxivId && !byArxivId.has(arxivId)) byArxivId.set(arxivId, index);
    if (titleKey && !byTitle.has(titleKey)) byTitle.set(titleKey, index);
  }
  return merged;
}

/** Lower case, accents and punctuation dropped, single spaces: "BERT: Pre-training…" = "bert pre training…". */
export function normalisedTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function interleave(lists: readonly (readonly PaperRecord[])[]): PaperRecord[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const order: PaperRecord[] = [];
  for (let rank = 0; rank < longest; rank += 1) {
    for (const list of lists) {
      const paper = list[rank];
      if (paper) order.push(paper);
    }
  }
  return order;
}

function combine(first: PaperRecord, second: PaperRecord): PaperRecord {
  // arXiv's own record has the canonical title and the PDF link; otherwise the better-ranked record leads.
  const [lead, other] = second.source === "arxiv" && first.source !== "arxiv" ? [second, first] : [first, second];
  const arxivId = lead.arxivId ?? other.arxivId;
  const citations = [lead.citationCount, other.citationCount].filter((count): count is number => count !== null);
  return {
    ...lead,
    id: arxivId ? `arxiv:${arxivId}` : lead.id,
    arxivId,
    year: lead.year ?? other.year,
    authors: other.authors.length > lead.authors.length ? other.authors : lead.authors,
    abstract: other.abstract.length > lead.abstract.length ? other.abstract : lead.abstract,
    url: arxivId ? arxivAbsUrl(arxivId) : lead.url || other.url,
    pdfUrl: lead.pdfUrl ?? other.pdfUrl,
    citationCount: citations.length > 0 ? Math.max(...citations) : null,
  };
}
