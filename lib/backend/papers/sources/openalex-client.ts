import "server-only";
import type { PaperRecord } from "../paper-sources";
import { arxivAbsUrl, arxivIdFrom, collapseWhitespace, countFrom, normaliseAuthors, webUrlFrom, yearFrom } from "./paper-fields";
import { PaperSourceError } from "./source-error";
import { fetchSourceJson } from "./source-http";
import { joinUrl, type SourceClientSettings, type SourceSearch } from "./source-client";

/**
 * OpenAlex works search (`/works?search=`). OpenAlex ships abstracts as an inverted index (word → positions) and
 * knows a work's arXiv id only through its arXiv DOI (10.48550/arXiv.…) or an arxiv.org location.
 */
const FIELDS = "id,doi,title,display_name,publication_year,ids,primary_location,best_oa_location,locations,authorships,cited_by_count,abstract_inverted_index";

export function createOpenAlexClient(settings: SourceClientSettings): { search: SourceSearch } {
  return {
    async search(query, options) {
      if (query.trim() === "") return [];
      const url = joinUrl(settings.baseUrl, "works");
      url.searchParams.set("search", query.trim());
      url.searchParams.set("per-page", String(options.limit));
      url.searchParams.set("select", FIELDS);
      if (settings.mailto) url.searchParams.set("mailto", settings.mailto);
      const page = await fetchSourceJson({
        source: "openalex",
        url: url.toString(),
        headers: { "user-agent": settings.userAgent },
        timeoutMs: settings.timeoutMs,
        signal: options.signal,
      });
      return parseOpenAlexPage(page).slice(0, options.limit);
    },
  };
}

type Location = { landing_page_url?: unknown; pdf_url?: unknown } | null | undefined;
type OpenAlexWork = {
  id?: unknown;
  doi?: unknown;
  title?: unknown;
  display_name?: unknown;
  publication_year?: unknown;
  ids?: Record<string, unknown> | null;
  primary_location?: Location;
  best_oa_location?: Location;
  locations?: Location[] | null;
  authorships?: unknown;
  /** Not OpenAlex's own field: some mirrors and older dumps flatten authors into a list or a comma string. */
  authors?: unknown;
  cited_by_count?: unknown;
  abstract_inverted_index?: Record<string, unknown> | null;
};

export function parseOpenAlexPage(page: unknown): PaperRecord[] {
  const results = (page as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new PaperSourceError("openalex", "invalid_response", "the answer has no results list");
  return results.flatMap((work: OpenAlexWork) => {
    const paper = paperOfWork(work);
    return paper ? [paper] : [];
  });
}

function paperOfWork(work: OpenAlexWork): PaperRecord | undefined {
  const workId = typeof work.id === "string" ? work.id.split("/").at(-1) : undefined;
  const title = collapseWhitespace(work.title ?? work.display_name);
  if (!workId || !title) return undefined;
  const locations = [work.primary_location, work.best_oa_location, ...(work.locations ?? [])];
  const arxivId =
    arxivIdFrom(work.ids?.arxiv) ??
    arxivIdFrom(work.doi) ??
    locations.map((location) => arxivIdFrom(location?.landing_page_url) ?? arxivIdFrom(location?.pdf_url)).find(Boolean) ??
    null;
  const landingPage = webUrlFrom(work.doi) ?? webUrlFrom(work.primary_location?.landing_page_url) ?? webUrlFrom(work.id);
  return {
    id: arxivId ? `arxiv:${arxivId}` : `openalex:${workId}`,
    arxivId,
    title,
    year: yearFrom(work.publication_year),
    authors: normaliseAuthors(Array.isArray(work.authorships) ? work.authorships : work.authors),
    abstract: abstractFromInvertedIndex(work.abstract_inverted_index),
    url: arxivId ? arxivAbsUrl(arxivId) : (landingPage ?? ""),
    pdfUrl: webUrlFrom(work.best_oa_location?.pdf_url) ?? webUrlFrom(work.primary_location?.pdf_url),
    source: "openalex",
    citationCount: countFrom(work.cited_by_count),
  };
}

/** `{ "Deep": [0], "learning": [1, 4] … }` → "Deep learning … learning". */
export function abstractFromInvertedIndex(index: Record<string, unknown> | null | undefined): string {
  if (!index || typeof index !== "object") return "";
  const words: string[] = [];
  for (const [word, positions] of Object.entries(index)) {
    if (!Array.isArray(positions)) continue;
    for (const position of positions) {
      // A malformed position must not allocate a huge sparse array.
      if (Number.isInteger(position) && position >= 0 && position < 100_000) words[position] = word;
    }
  }
  return collapseWhitespace(words.filter((word) => word !== undefined).join(" "));
}
