/**
 * What a research run has found so far (spec §2 "Canvas panel" Sources, §3 mid_output, §5): the papers and
 * repositories its tool results reported, each once, and its notes. Papers are the same when their ids match, or
 * else their titles; repositories when their links match, or else their names. The first report of a source wins,
 * so the list keeps its order while it grows. Notes are the latest text: each result repeats and extends it. The
 * final report's own result lists the papers it cites, in the order of its numbered markers.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import { type GithubRepo, type Paper, paperAuthors } from "@/lib/contract/entities/trajectory";
import { reportTools } from "@/lib/domain/task/task-outcome";
import { stepMessages } from "@/lib/domain/task/trajectory-steps";

export type ResearchSources = {
  papers: readonly Paper[];
  repositories: readonly GithubRepo[];
  notes: string;
  /** The papers of the result that carried the final report, in citation order: marker [n] is cited[n - 1]. */
  cited: readonly Paper[];
};

export const noSources: ResearchSources = { papers: [], repositories: [], notes: "", cited: [] };

/** Titles and names compare without case, spacing or punctuation differences. */
export function sameTitleKey(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Appends the items not already present: same first key (when an item has one), or else same second key. */
function appendUnique<T>(list: readonly T[], added: readonly T[], idKey: (item: T) => string, titleKey: (item: T) => string): readonly T[] {
  if (added.length === 0) return list;
  const ids = new Set(list.map(idKey).filter((key) => key !== ""));
  const titles = new Set(list.map(titleKey).filter((key) => key !== ""));
  const next = [...list];
  for (const item of added) {
    const id = idKey(item);
    const title = titleKey(item);
    if ((id !== "" && ids.has(id)) || (title !== "" && titles.has(title))) continue;
    if (id !== "") ids.add(id);
    if (title !== "") titles.add(title);
    next.push(item);
  }
  return next.length === list.length ? list : next;
}

const paperId = (paper: Paper) => (paper.id == null ? "" : String(paper.id).trim());
const paperTitle = (paper: Paper) => sameTitleKey(paper.title);
const repositoryLinkKey = (repository: GithubRepo) => repository.link.trim().replace(/(?<!\/)\/+$/, "").toLowerCase();
const repositoryName = (repository: GithubRepo) => sameTitleKey(repository.name);

export function addPapers(papers: readonly Paper[], added: readonly Paper[]): readonly Paper[] {
  return appendUnique(papers, added, paperId, paperTitle);
}

export function addRepositories(repositories: readonly GithubRepo[], added: readonly GithubRepo[]): readonly GithubRepo[] {
  return appendUnique(repositories, added, repositoryLinkKey, repositoryName);
}

/** Folds the mid_output of further steps' tool results into what was found. Unchanged parts keep their identity. */
export function addToSources(sources: ResearchSources, steps: readonly TaskStep[]): ResearchSources {
  let next = sources;
  for (const { message } of stepMessages(steps)) {
    const found = message.role === "tool" ? message.mid_output : undefined;
    if (!found) continue;
    const notes = found.notes?.trim() ? found.notes : next.notes;
    const reportPapers = message.role === "tool" && reportTools.includes(message.name) ? found.paper : undefined;
    next = {
      papers: addPapers(next.papers, found.paper ?? []),
      repositories: addRepositories(next.repositories, found.github ?? []),
      notes,
      cited: reportPapers ?? next.cited,
    };
  }
  return next;
}

export function researchSources(steps: readonly TaskStep[]): ResearchSources {
  return addToSources(noSources, steps);
}

const AUTHORS_SHOWN = 3;

/** Spec §5: the first three authors, then 'et al.' when there are more. Either contract form of authors works. */
export function shownAuthors(paper: Pick<Paper, "authors">): string {
  const authors = paperAuthors(paper);
  const shown = authors.slice(0, AUTHORS_SHOWN).join(", ");
  return authors.length > AUTHORS_SHOWN ? `${shown} et al.` : shown;
}

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
