/**
 * Where a source opens (spec §2): a paper its arXiv abstract page or its own URL, a repository its link, and only
 * ever over http(s). Apart from the collecting of sources (research-sources.ts) so that the paper feed, which shows
 * links but reads no task, loads none of the task's step parsing.
 */
import type { GithubRepo, Paper } from "@/lib/contract/entities/trajectory";

/** A link a source item may open: http(s) only, so an agent's `javascript:` or `data:` URL never becomes a link. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/** New-style (2401.01234v2) and old-style (hep-th/9901001) arXiv identifiers, with an optional 'arXiv:' prefix. */
const ARXIV_ID = /^(?:arxiv:)?(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[A-Z]{2})?\/\d{7}(?:v\d+)?)$/i;

export function arxivId(paper: Pick<Paper, "arxiv_id">): string | undefined {
  const match = paper.arxiv_id?.trim().match(ARXIV_ID);
  return match?.[1];
}

/** Spec §2: a paper opens its arXiv abstract page, or else its own URL; undefined when it has neither. */
export function paperLink(paper: Paper): string | undefined {
  const id = arxivId(paper);
  return id ? `https://arxiv.org/abs/${id}` : safeHttpUrl(paper.url);
}

/** A repository opens its link. */
export function repositoryLink(repository: GithubRepo): string | undefined {
  return safeHttpUrl(repository.link);
}
