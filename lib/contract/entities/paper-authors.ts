/**
 * A paper's authors, in either contract form (a list, or one comma-separated string): as a list, and as a line to
 * show. Apart from the paper schema (trajectory.ts) so the feed's pages read them without loading zod.
 */
import type { Paper } from "./trajectory";

/** Authors as a list whichever form arrived. */
export function paperAuthors(paper: Pick<Paper, "authors">): string[] {
  const { authors } = paper;
  if (authors == null) return [];
  const list = typeof authors === "string" ? authors.split(",") : authors;
  return list.map((a) => a.trim()).filter((a) => a.length > 0);
}

const AUTHORS_SHOWN = 3;

/** Spec §5: the first three authors, then 'et al.' when there are more. */
export function shownAuthors(paper: Pick<Paper, "authors">): string {
  const authors = paperAuthors(paper);
  const shown = authors.slice(0, AUTHORS_SHOWN).join(", ");
  return authors.length > AUTHORS_SHOWN ? `${shown} et al.` : shown;
}
