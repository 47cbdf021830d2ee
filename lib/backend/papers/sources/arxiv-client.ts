import "server-only";
import { XMLParser } from "fast-xml-parser";
import type { PaperRecord } from "../paper-sources";
import { arxivAbsUrl, arxivIdFrom, collapseWhitespace, normaliseAuthors, queryWords, webUrlFrom, yearFrom } from "./paper-fields";
import { PaperSourceError } from "./source-error";
import { fetchSourceText } from "./source-http";
import type { SourceClientSettings, SourceSearch } from "./source-client";

/**
 * The arXiv API (an Atom feed): `search_query=all:word AND all:word …`, relevance order; listings by category and
 * submission date; papers by id. Every call waits its turn on the shared spacing (ARXIV_MIN_INTERVAL_MS), retries
 * included.
 */
const STOP_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with", "via", "using", "by", "from"]);

/** A paper as an arXiv listing gives it: with its categories (primary first) and when it was submitted. */
export type ListedPaper = { paper: PaperRecord; categories: string[]; submittedAt: Date | null };

/** One page of a listing: papers of any of `categories` submitted in [from, to], newest first. */
export type ListingQuery = { categories: readonly string[]; from: Date; to: Date; start: number; max: number; signal?: AbortSignal };

export type ArxivClient = {
  search: SourceSearch;
  /** The daily feed's ingestion (services/feed): the export API's query by category and submittedDate. */
  listSubmitted(query: ListingQuery): Promise<ListedPaper[]>;
  /** Papers by arXiv id (id_list): link titles and a profile's linked abstracts, without scraping arxiv.org. */
  byIds(arxivIds: readonly string[], signal?: AbortSignal): Promise<ListedPaper[]>;
};

export function createArxivClient(settings: SourceClientSettings): ArxivClient {
  const fetchFeed = async (params: Record<string, string>, signal?: AbortSignal) => {
    const url = new URL(settings.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return fetchSourceText({
      source: "arxiv",
      url: url.toString(),
      headers: { accept: "application/atom+xml", "user-agent": settings.userAgent },
      timeoutMs: settings.timeoutMs,
      signal,
      spacing: settings.spacing,
    });
  };
  return {
    async search(query, options) {
      const words = queryWords(query).filter((word) => !STOP_WORDS.has(word));
      if (words.length === 0) return [];
      const feed = await fetchFeed(
        { search_query: words.map((word) => `all:${word}`).join(" AND "), start: "0", max_results: String(options.limit), sortBy: "relevance" },
        options.signal,
      );
      return parseArxivFeed(feed).slice(0, options.limit);
    },
    async listSubmitted(query) {
      if (query.categories.length === 0) return [];
      const categories = query.categories.map((category) => `cat:${category}`).join(" OR ");
      const feed = await fetchFeed(
        {
          search_query: `(${categories}) AND submittedDate:[${arxivDate(query.from)} TO ${arxivDate(query.to)}]`,
          start: String(query.start),
          max_results: String(query.max),
          sortBy: "submittedDate",
          sortOrder: "descending",
        },
        query.signal,
      );
      return parseArxivListing(feed);
    },
    async byIds(arxivIds, signal) {
      if (arxivIds.length === 0) return [];
      const feed = await fetchFeed({ id_list: arxivIds.join(","), max_results: String(arxivIds.length) }, signal);
      return parseArxivListing(feed);
    },
  };
}

/** The API's submittedDate bound: YYYYMMDDHHMM in UTC. */
function arxivDate(date: Date): string {
  return date.toISOString().replace(/[-T:]/g, "").slice(0, 12);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // One entry, author or link still comes back as a list.
  isArray: (name) => ["entry", "author", "link", "category"].includes(name),
  parseTagValue: false,
  trimValues: true,
});

type AtomText = string | { "#text"?: string };
type AtomLink = { "@_href"?: string; "@_title"?: string; "@_type"?: string; "@_rel"?: string };
type AtomCategory = { "@_term"?: string };
type AtomEntry = {
  id?: AtomText;
  title?: AtomText;
  summary?: AtomText;
  published?: AtomText;
  author?: Array<{ name?: AtomText }>;
  link?: AtomLink[];
  category?: AtomCategory[];
  "arxiv:primary_category"?: AtomCategory;
};

/** The papers of an arXiv Atom feed; arXiv's error entries (a bad query) and entries without an id are skipped. */
export function parseArxivFeed(xml: string): PaperRecord[] {
  return feedEntries(xml).flatMap((entry) => {
    const paper = paperOfEntry(entry);
    return paper ? [paper] : [];
  });
}

/** The same feed with each paper's categories (the primary one first) and submission date. */
export function parseArxivListing(xml: string): ListedPaper[] {
  return feedEntries(xml).flatMap((entry) => {
    const paper = paperOfEntry(entry);
    if (!paper) return [];
    const primary = entry["arxiv:primary_category"]?.["@_term"];
    const terms = (entry.category ?? []).map((category) => category["@_term"]).filter((term): term is string => Boolean(term));
    const categories = [...new Set([...(primary ? [primary] : []), ...terms])];
    const submitted = new Date(textOf(entry.published));
    return [{ paper, categories, submittedAt: Number.isNaN(submitted.getTime()) ? null : submitted }];
  });
}

function feedEntries(xml: string): AtomEntry[] {
  let document: { feed?: { entry?: AtomEntry[] } };
  try {
    document = parser.parse(xml) as typeof document;
  } catch (error) {
    throw new PaperSourceError("arxiv", "invalid_response", "the answer is not an Atom feed", undefined, { cause: error });
  }
  if (!document.feed) throw new PaperSourceError("arxiv", "invalid_response", "the answer is not an Atom feed");
  return document.feed.entry ?? [];
}

function paperOfEntry(entry: AtomEntry): PaperRecord | undefined {
  const arxivId = arxivIdFrom(textOf(entry.id));
  const title = collapseWhitespace(textOf(entry.title));
  if (!arxivId || !title) return undefined;
  const links = entry.link ?? [];
  const pdfLink = links.find((link) => link["@_title"] === "pdf" || link["@_type"] === "application/pdf");
  return {
    id: `arxiv:${arxivId}`,
    arxivId,
    title,
    year: yearFrom(textOf(entry.published)),
    authors: normaliseAuthors((entry.author ?? []).map((author) => textOf(author.name))),
    abstract: collapseWhitespace(textOf(entry.summary)),
    url: arxivAbsUrl(arxivId),
    pdfUrl: webUrlFrom(pdfLink?.["@_href"]),
    source: "arxiv",
    citationCount: null,
  };
}

function textOf(value: AtomText | undefined): string {
  if (typeof value === "string") return value;
  return value?.["#text"] ?? "";
}
