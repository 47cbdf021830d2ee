import "server-only";
import type { BackendDeps } from "../deps";
import { logger } from "../logger";
import { cachedPaper } from "./paper-cache";
import type { PaperSources } from "./paper-sources";
import { readFullText } from "./read-full-text";
import { searchAllSources } from "./search-papers";
import { createArxivClient } from "./sources/arxiv-client";
import { createGithubClient } from "./sources/github-client";
import { createOpenAlexClient } from "./sources/openalex-client";
import { sharedRequestSpacing } from "./sources/request-spacing";
import { createSemanticScholarClient } from "./sources/semantic-scholar-client";
import { readUploadedPapers } from "./uploaded-papers";

/**
 * The paper sources the research agents use (issue 7): arXiv, OpenAlex and Semantic Scholar for papers, GitHub
 * for repositories, all at the base URLs of the settings (tests point them at tests/fixtures/fake-papers), with
 * every paper cached in the database.
 */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;

export function createPaperSources(deps: Pick<BackendDeps, "db" | "config" | "storage">): PaperSources {
  const { config, db, storage } = deps;
  const log = logger.child({ area: "papers" });
  const common = { timeoutMs: config.PAPER_SOURCE_TIMEOUT_MS, userAgent: `research-co-scientist (+${config.APP_URL})` };
  // Shared by the API and PDF downloads, and by every PaperSources of this process that talks to this arXiv.
  const arxivSpacing = sharedRequestSpacing(new URL(config.ARXIV_API_URL).host, config.ARXIV_MIN_INTERVAL_MS);
  const sources = [
    { name: "arxiv", search: createArxivClient({ ...common, baseUrl: config.ARXIV_API_URL, spacing: arxivSpacing }).search },
    { name: "openalex", search: createOpenAlexClient({ ...common, baseUrl: config.OPENALEX_API_URL, mailto: config.OPENALEX_MAILTO }).search },
    {
      name: "semantic_scholar",
      search: createSemanticScholarClient({ ...common, baseUrl: config.SEMANTIC_SCHOLAR_API_URL, apiKey: config.SEMANTIC_SCHOLAR_API_KEY }).search,
    },
  ];
  const github = createGithubClient({ ...common, baseUrl: config.GITHUB_API_URL, apiKey: config.GITHUB_TOKEN });
  const pdfLimits = { timeoutMs: config.PDF_TEXT_TIMEOUT_MS, maxPages: config.PDF_TEXT_MAX_PAGES, memoryMb: config.PDF_TEXT_MEMORY_MB };
  const fullTextSettings = { db, log, arxivPdfUrl: config.ARXIV_PDF_URL, arxivSpacing, exemptOrigins: config.FETCH_EXEMPT_ORIGINS, pdfLimits, ...common };

  return {
    searchPapers(query, options = {}) {
      return searchAllSources({ db, log, sources }, query, clampLimit(options.limit), options.signal);
    },
    searchRepositories(query, options = {}) {
      return github.search(query, { limit: clampLimit(options.limit), signal: options.signal });
    },
    paperById(id) {
      return cachedPaper(db, id);
    },
    fullText(paper, options = {}) {
      return readFullText(fullTextSettings, paper, options.signal);
    },
    uploadedPapers(userId, fileIds, options = {}) {
      return readUploadedPapers({ db, storage, log, pdfLimits }, userId, fileIds, options.signal);
    },
  };
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}
