import "server-only";
import { z } from "zod";
import { paperAuthors } from "@/lib/contract/entities/paper-authors";
import { defineTool, type ToolContext } from "../definition";
import { fetchedSources, latestNotes, paperForOutput, READ_PAPER_TOOL, repositoryForOutput, type StoredPaper } from "./source-store";

/**
 * The research agents' tools (Deep Survey, Method Design): search papers and repositories, read a paper, keep
 * notes, and read the user's own files. Results reach the model as numbered text and the canvas as mid_output.
 */
const ABSTRACT_CHARS = 700;
const READ_CHARS = 12_000;

function describePaper(number: number, paper: StoredPaper): string {
  const authors = paperAuthors(paper);
  const byline = authors.length > 3 ? `${authors.slice(0, 3).join(", ")} et al.` : authors.join(", ");
  const abstract = (paper.abstract ?? "").replace(/\s+/g, " ").trim();
  const clipped = abstract.length > ABSTRACT_CHARS ? `${abstract.slice(0, ABSTRACT_CHARS)}…` : abstract;
  return `[${number}] ${paper.title} (${paper.year ?? "n.d."}) — ${byline || "unknown authors"}\n${clipped || "(no abstract)"}`;
}

/** Lists papers under the numbers they have (or will have) among the run's sources, so the model can cite them. */
function numberedList(context: ToolContext, papers: readonly StoredPaper[]): string {
  const known = new Map(fetchedSources(context.trajectory()).map((source) => [String(source.paper.id), source.number]));
  let next = known.size;
  return papers
    .map((paper) => {
      const id = String(paper.id);
      if (!known.has(id)) known.set(id, (next += 1));
      return describePaper(known.get(id) as number, paper);
    })
    .join("\n\n");
}

export const searchPapersTool = defineTool({
  description:
    "Search scholarly papers (arXiv, OpenAlex, Semantic Scholar). Results are numbered sources [n]; cite them in the report with these numbers only.",
  input: z.object({ query: z.string().min(2).describe("Keywords, as for a scholarly search engine."), limit: z.number().int().min(1).max(15).optional() }),
  async execute({ query, limit }, context) {
    const found = await context.papers.searchPapers(query, { limit: limit ?? 8, signal: context.signal });
    const papers = found.map(paperForOutput);
    if (papers.length === 0) return { content: `No papers found for "${query}". Try other keywords.` };
    return { content: `${papers.length} papers for "${query}":\n\n${numberedList(context, papers)}`, midOutput: { paper: papers } };
  },
});

export const searchGithubTool = defineTool({
  description: "Search code repositories on GitHub (implementations, datasets, benchmarks).",
  input: z.object({ query: z.string().min(2).describe("Keywords describing the code to find.") }),
  async execute({ query }, context) {
    const repositories = (await context.papers.searchRepositories(query, { limit: 6, signal: context.signal })).map(repositoryForOutput);
    if (repositories.length === 0) return { content: `No repositories found for "${query}".` };
    const lines = repositories.map((repo) => `- ${repo.name} (${repo.stars ?? 0} stars, ${repo.link}): ${repo.description ?? ""}`);
    return { content: `${repositories.length} repositories for "${query}":\n${lines.join("\n")}`, midOutput: { github: repositories } };
  },
});

export const readPaperTool = defineTool({
  description: "Read the full text of one source found earlier, by its number [n]. Read the most relevant papers before citing details from them.",
  input: z.object({ source: z.number().int().min(1).describe("The source number, e.g. 3 for [3].") }),
  async execute({ source }, context) {
    const found = fetchedSources(context.trajectory())[source - 1];
    if (!found) return { content: `There is no source [${source}]. Search first; cite and read only numbered sources.` };
    const record = found.paper.id ? await context.papers.paperById(String(found.paper.id)) : undefined;
    const text = record ? await context.papers.fullText(record, { signal: context.signal }) : (found.paper.abstract ?? "");
    const clipped = text.length > READ_CHARS ? `${text.slice(0, READ_CHARS)}…` : text;
    // "Source [n]" first: the source store reads the number back to verify claims against this text later.
    return { content: `Source [${source}]: ${found.paper.title}\n\n${clipped}` };
  },
});

export const takeNotesTool = defineTool({
  description: "Add to your research notes (findings, comparisons, open questions, with [n] citations). The notes are shown to the user as you go.",
  input: z.object({ notes: z.string().min(1).describe("What to add to the notes, in Markdown.") }),
  execute({ notes }, context) {
    const previous = latestNotes(context.trajectory());
    const all = previous ? `${previous}\n\n${notes.trim()}` : notes.trim();
    return { content: `Notes saved (${all.length} characters in all).`, midOutput: { notes: all } };
  },
});

export const READ_USER_FILES_TOOL = "read_user_files";

export const readUserFilesTool = defineTool({
  description: "Read the files the user attached to this task; they are the user's own sources.",
  input: z.object({}),
  async execute(_input, context) {
    const uploaded = (await context.papers.uploadedPapers(context.userId, context.fileIds, { signal: context.signal })).map(paperForOutput);
    if (uploaded.length === 0) return { content: "No readable files are attached to this task." };
    return { content: `The user's files:\n\n${numberedList(context, uploaded)}`, midOutput: { paper: uploaded } };
  },
});

export const researchTools = {
  search_papers: searchPapersTool,
  search_github: searchGithubTool,
  [READ_PAPER_TOOL]: readPaperTool,
  take_notes: takeNotesTool,
  [READ_USER_FILES_TOOL]: readUserFilesTool,
};

/** Reads the attached files first, when there are any. */
export function readUserFilesFirst(context: ToolContext) {
  return context.fileIds.length > 0 ? { name: READ_USER_FILES_TOOL, input: {} } : undefined;
}
