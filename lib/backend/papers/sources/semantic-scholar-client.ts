import "server-only";
import type { PaperRecord } from "../paper-sources";
import { arxivAbsUrl, arxivIdFrom, collapseWhitespace, countFrom, normaliseAuthors, webUrlFrom, yearFrom } from "./paper-fields";
import { PaperSourceError } from "./source-error";
import { fetchSourceJson } from "./source-http";
import { joinUrl, type SourceClientSettings, type SourceSearch } from "./source-client";

/** Semantic Scholar Graph API paper search (`/paper/search`); the optional key goes in `x-api-key`. */
const FIELDS = "title,abstract,year,authors,externalIds,url,citationCount,openAccessPdf";

export function createSemanticScholarClient(settings: SourceClientSettings): { search: SourceSearch } {
  return {
    async search(query, options) {
      if (query.trim() === "") return [];
      const url = joinUrl(settings.baseUrl, "paper/search");
      url.searchParams.set("query", query.trim());
      url.searchParams.set("limit", String(options.limit));
      url.searchParams.set("fields", FIELDS);
      const headers: Record<string, string> = { "user-agent": settings.userAgent };
      if (settings.apiKey) headers["x-api-key"] = settings.apiKey;
      const page = await fetchSourceJson({
        source: "semantic_scholar",
        url: url.toString(),
        headers,
        timeoutMs: settings.timeoutMs,
        signal: options.signal,
      });
      return parseSemanticScholarPage(page).slice(0, options.limit);
    },
  };
}

type S2Paper = {
  paperId?: unknown;
  title?: unknown;
  abstract?: unknown;
  year?: unknown;
  authors?: unknown;
  externalIds?: Record<string, unknown> | null;
  url?: unknown;
  citationCount?: unknown;
  openAccessPdf?: { url?: unknown } | null;
};

export function parseSemanticScholarPage(page: unknown): PaperRecord[] {
  const answer = page as { data?: unknown; total?: unknown } | null;
  // A search without hits answers `{ total: 0 }` with no data list at all.
  if (answer && answer.data === undefined && answer.total === 0) return [];
  if (!Array.isArray(answer?.data)) throw new PaperSourceError("semantic_scholar", "invalid_response", "the answer has no data list");
  return answer.data.flatMap((paper: S2Paper) => {
    const record = paperOf(paper);
    return record ? [record] : [];
  });
}

function paperOf(paper: S2Paper): PaperRecord | undefined {
  const paperId = typeof paper.paperId === "string" ? paper.paperId : undefined;
  const title = collapseWhitespace(paper.title);
  if (!paperId || !title) return undefined;
  const arxivId = arxivIdFrom(paper.externalIds?.ArXiv) ?? arxivIdFrom(paper.externalIds?.DOI);
  return {
    id: arxivId ? `arxiv:${arxivId}` : `semantic_scholar:${paperId}`,
    arxivId,
    title,
    year: yearFrom(paper.year),
    authors: normaliseAuthors(paper.authors),
    abstract: collapseWhitespace(paper.abstract),
    url: arxivId ? arxivAbsUrl(arxivId) : (webUrlFrom(paper.url) ?? `https://www.semanticscholar.org/paper/${paperId}`),
    pdfUrl: webUrlFrom(paper.openAccessPdf?.url),
    source: "semantic_scholar",
    citationCount: countFrom(paper.citationCount),
  };
}
