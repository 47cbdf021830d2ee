import "server-only";

/**
 * What the research agents ask of the paper sources (issue "Deep Survey and Method Design"): search papers across
 * arXiv, OpenAlex and Semantic Scholar, search code repositories on GitHub, and read a paper's full text. Every
 * paper an agent sees comes from here and is kept in the database cache, so a report can only cite what was fetched.
 */
export type PaperSourceName = "arxiv" | "openalex" | "semantic_scholar" | "upload";

export type PaperRecord = {
  /** Stable across sources for one paper: `arxiv:2401.01234` when it has an arXiv id, else `<source>:<source id>`. */
  id: string;
  arxivId: string | null;
  title: string;
  year: number | null;
  authors: string[];
  abstract: string;
  /** The paper's landing page (arXiv abs page when it has an arXiv id). */
  url: string;
  pdfUrl: string | null;
  source: PaperSourceName;
  citationCount: number | null;
};

export type RepositoryRecord = {
  /** The repository's web URL; doubles as its id (spec §3 mid_output github[]). */
  link: string;
  name: string;
  author: string | null;
  stars: number | null;
  year: number | null;
  description: string | null;
};

export type SearchOptions = { limit?: number; signal?: AbortSignal };

export type PaperSources = {
  /** Searches every paper source, merges duplicates (arXiv id, then normalised title) and caches the results. */
  searchPapers(query: string, options?: SearchOptions): Promise<PaperRecord[]>;
  searchRepositories(query: string, options?: SearchOptions): Promise<RepositoryRecord[]>;
  /** A cached paper by id (only papers some search or upload returned exist). */
  paperById(id: string): Promise<PaperRecord | undefined>;
  /** The paper's full text (arXiv PDF or an uploaded file), extracted once and cached; the abstract when none. */
  fullText(paper: PaperRecord, options?: { signal?: AbortSignal }): Promise<string>;
  /** The user's own uploaded PDFs (task fileIds) as papers, their text extracted; cached like the rest. */
  uploadedPapers(userId: string, fileIds: readonly string[], options?: { signal?: AbortSignal }): Promise<PaperRecord[]>;
};
