import "server-only";
import type { GithubRepo, Paper, TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import type { PaperRecord, RepositoryRecord } from "../../papers/paper-sources";

/**
 * A research run's sources, read back from its trajectory: every paper a tool reported in `mid_output.paper` gets a
 * run-local number in order of first appearance — the numbers the model cites as [n]. Derived, never stored apart,
 * so a resumed run numbers its sources exactly as before.
 */
export type StoredPaper = Paper & { url?: string | null; source?: string | null; citation_count?: number | null };

export type NumberedSource = { number: number; paper: StoredPaper; text: string };

export const READ_PAPER_TOOL = "read_paper";

export function paperForOutput(record: PaperRecord): StoredPaper {
  return {
    id: record.id,
    arxiv_id: record.arxivId,
    title: record.title,
    year: record.year,
    authors: record.authors,
    abstract: record.abstract,
    url: record.url,
    source: record.source,
    citation_count: record.citationCount,
  };
}

export function repositoryForOutput(record: RepositoryRecord): GithubRepo {
  return { link: record.link, name: record.name, author: record.author, stars: record.stars, year: record.year, description: record.description };
}

function toolMessages(trajectory: readonly TrajectoryMessage[]) {
  return trajectory.flatMap((message) => (message.role === "tool" ? [message] : []));
}

/**
 * The numbered sources. A source's checkable text is its abstract plus whatever read_paper returned for it, so a
 * claim from the body of a paper the agent actually read can be verified too.
 */
export function fetchedSources(trajectory: readonly TrajectoryMessage[]): NumberedSource[] {
  const byId = new Map<string, NumberedSource>();
  for (const message of toolMessages(trajectory)) {
    for (const paper of message.mid_output?.paper ?? []) {
      const id = String(paper.id ?? paper.title);
      if (!byId.has(id)) byId.set(id, { number: byId.size + 1, paper: paper as StoredPaper, text: paper.abstract ?? "" });
    }
  }
  const sources = [...byId.values()];
  for (const message of toolMessages(trajectory)) {
    if (message.name !== READ_PAPER_TOOL) continue;
    const number = Number(/^Source \[(\d+)\]/.exec(message.content ?? "")?.[1]);
    const source = sources[number - 1];
    if (source) source.text = `${source.text}\n${message.content ?? ""}`;
  }
  return sources;
}

export function fetchedRepositories(trajectory: readonly TrajectoryMessage[]): GithubRepo[] {
  const byLink = new Map<string, GithubRepo>();
  for (const message of toolMessages(trajectory)) for (const repo of message.mid_output?.github ?? []) byLink.set(repo.link, repo);
  return [...byLink.values()];
}

/** The notes so far: each take_notes result carries the whole text (spec §3: notes grow over time). */
export function latestNotes(trajectory: readonly TrajectoryMessage[]): string {
  return toolMessages(trajectory).findLast((message) => typeof message.mid_output?.notes === "string")?.mid_output?.notes ?? "";
}
