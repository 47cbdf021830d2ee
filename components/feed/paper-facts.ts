/**
 * What a paper list item shows besides its own fields (spec §3 Paper search item): its date as a calendar day,
 * its authors (the first three, spec §5), where it opens on the preprint server, and its detail address
 * (spec §2: the pid parameter opens a paper's detail).
 */
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { arxivId, safeHttpUrl } from "@/lib/domain/report/source-links";

/** "2026-11-24" in UTC, so the server's HTML and the browser's render agree; text that is no date is kept. */
export function paperDay(date: PaperSearchItem["date"]): string | undefined {
  if (date === null || date === undefined || date === "") return undefined;
  const parsed = new Date(typeof date === "string" && /^\d+$/.test(date) ? Number(date) : date);
  return Number.isNaN(parsed.getTime()) ? String(date) : parsed.toISOString().slice(0, 10);
}

export function paperPreprintLink(paper: Pick<PaperSearchItem, "id">): string | undefined {
  const id = arxivId({ arxiv_id: String(paper.id) });
  return id ? `https://arxiv.org/abs/${id}` : undefined;
}

/** A list shows three lines of the abstract; the rest would only weigh down the page (the detail shows it all). */
const LIST_ABSTRACT_CHARS = 320;

export function listAbstract(abstract: string | null | undefined): string | undefined {
  const text = abstract?.trim();
  if (!text) return undefined;
  return text.length <= LIST_ABSTRACT_CHARS ? text : `${text.slice(0, LIST_ABSTRACT_CHARS).trimEnd()}…`;
}

export function paperImage(paper: Pick<PaperSearchItem, "image">): string | undefined {
  return safeHttpUrl(paper.image);
}

export const PAPER_ID_PARAMS = ["pid", "fpid", "efpid"] as const;

/** The paper a page was opened for: pid first, then fpid, then efpid. */
export function requestedPaperId(params: Partial<Record<string, string | string[] | undefined>>): string | undefined {
  for (const name of PAPER_ID_PARAMS) {
    const value = params[name];
    const id = Array.isArray(value) ? value[0] : value;
    if (id?.trim()) return id.trim();
  }
  return undefined;
}

export function paperDetailHref(pathname: string, paper: Pick<PaperSearchItem, "id">): string {
  return `${pathname}?pid=${encodeURIComponent(String(paper.id))}#paper-detail`;
}
