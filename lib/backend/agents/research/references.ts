import "server-only";
import { paperAuthors } from "@/lib/contract/entities/paper-authors";
import type { StoredPaper } from "./source-store";

/**
 * The References section of a report, generated from the stored metadata of the sources it cites (never written by
 * the model): `[n] Authors (year). Title. URL`, one per line, in citation order.
 */
export function paperLink(paper: StoredPaper): string {
  if (paper.arxiv_id) return `https://arxiv.org/abs/${paper.arxiv_id}`;
  return paper.url ?? "";
}

function authorList(paper: StoredPaper): string {
  const authors = paperAuthors(paper);
  if (authors.length === 0) return "Unknown authors";
  return authors.length > 3 ? `${authors.slice(0, 3).join(", ")} et al.` : authors.join(", ");
}

export function referenceLine(number: number, paper: StoredPaper): string {
  const year = paper.year ? ` (${paper.year})` : "";
  const link = paperLink(paper);
  return `[${number}] ${authorList(paper)}${year}. ${paper.title.trim()}.${link ? ` ${link}` : ""}`;
}

export function referencesSection(papers: readonly StoredPaper[]): string {
  if (papers.length === 0) return "";
  // Two trailing spaces keep each entry on its own line in Markdown without turning the list into paragraphs.
  return `## References\n\n${papers.map((paper, index) => `${referenceLine(index + 1, paper)}  `).join("\n")}`;
}
