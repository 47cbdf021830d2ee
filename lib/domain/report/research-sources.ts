/**
 * What a research run has found so far (spec §2 "Canvas panel" Sources, §3 mid_output, §5): the papers and
 * repositories its tool results reported, each once, and its notes. Papers are the same when their ids match, or
 * else their titles; repositories when their links match, or else their names. The first report of a source wins,
 * so the list keeps its order while it grows. Notes are the latest text: each result repeats and extends it. The
 * final report's own result lists the papers it cites, in the order of its numbered markers.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import type { GithubRepo, Paper } from "@/lib/contract/entities/trajectory";
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
