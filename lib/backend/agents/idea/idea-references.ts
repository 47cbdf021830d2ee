import "server-only";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { paperLink } from "../research/references";
import { fetchedSources, type NumberedSource, type StoredPaper } from "../research/source-store";
import type { IdeaReference } from "./idea-tree";

/**
 * An idea's references are papers the run really fetched, named by their run-local source numbers [n] (the research
 * source store's numbering). Like the research reports' citation check, a number the run never fetched is not
 * believed: it is dropped, and the tool says so, so the model cannot ground an idea in a paper it made up.
 */
export type ResolvedReferences = { references: IdeaReference[]; unknown: number[] };

export function ideaReference(source: NumberedSource): IdeaReference {
  const { paper } = source;
  return { title: paper.title, url: paperLink(paper) || null, arxiv_id: paper.arxiv_id ?? null, source: source.number };
}

export function resolveReferences(numbers: readonly number[], sources: readonly NumberedSource[]): ResolvedReferences {
  const references: IdeaReference[] = [];
  const unknown: number[] = [];
  for (const number of new Set(numbers)) {
    const source = sources[number - 1];
    if (source) references.push(ideaReference(source));
    else unknown.push(number);
  }
  return { references, unknown };
}

/** The sentence a tool adds when it dropped references, empty when it dropped none. */
export function droppedNote(unknown: readonly number[]): string {
  if (unknown.length === 0) return "";
  const list = unknown.map((n) => `[${n}]`).join(", ");
  return ` Dropped references ${list}: the run never fetched such sources. Cite only numbered sources from your searches.`;
}

/**
 * The numbers papers about to be reported in a step's mid_output.paper will have among the run's sources: those
 * already fetched keep theirs, new ones follow in order. Computed by the source store itself, so they agree.
 */
export function numberedAsSources(trajectory: readonly TrajectoryMessage[], papers: readonly StoredPaper[]): NumberedSource[] {
  const pending: TrajectoryMessage = { role: "tool", name: "pending", content: "", mid_output: { paper: [...papers] } };
  const keys = new Set(papers.map((paper) => String(paper.id ?? paper.title)));
  return fetchedSources([...trajectory, pending]).filter((source) => keys.has(String(source.paper.id ?? source.paper.title)));
}

/** `[n] Title (year)`, one line per source. */
export function sourceLines(sources: readonly NumberedSource[]): string {
  return sources.map(({ number, paper }) => `[${number}] ${paper.title} (${paper.year ?? "n.d."})`).join("\n");
}
