import "server-only";
import { XMLParser } from "fast-xml-parser";
import type { PaperRecord } from "../paper-sources";
import { arxivAbsUrl, arxivIdFrom, collapseWhitespace, normaliseAuthors, queryWords, webUrlFrom, yearFrom } from "./paper-fields";
import { PaperSourceError } from "./source-error";
import { fetchSourceText } from "./source-http";
import type { SourceClientSettings, SourceSearch } from "./source-client";

/**
 * The arXiv API (an Atom feed): `search_query=all:word AND all:word …`, relevance order. Every call waits its
 * turn on the shared spacing (ARXIV_MIN_INTERVAL_MS), retries included.
 */
const STOP_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to", "with", "via", "using", "by", "from"]);

export function createArxivClient(settings: SourceClientSettings): { search: SourceSearch } {
  return {
    async search(query, options) {
      const words = queryWords(query).filter((word) => !STOP_WORDS.has(word));
      if (words.length === 0) return [];
      const url = new URL(settings.baseUrl);
      url.searchParams.set("search_query", words.map((word) => `all:${word}`).join(" AND "));
      url.searchParams.set("start", "0");
      url.searchParams.set("max_results", String(options.limit));
      url.searchParams.set("sortBy", "relevance");
      const feed = await fetchSourceText({
        source: "arxiv",
        url: url.toString(),
        headers: { accept: "application/atom+xml", "user-agent": settings.userAgent },
        timeoutMs: settings.timeoutMs,
        signal: options.signal,
        spacing: settings.spacing,
      });
      return parseArxivFeed(feed).slice(0, options.limit);
    },
  };
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
type AtomEntry = {
  id?: AtomText;
  title?: AtomText;
  summary?: AtomText;
  published?: AtomText;
  author?: Array<{ name?: AtomText }>;
  link?: AtomLink[];
};

/** The papers of an arXiv Atom feed; arXiv's error entries (a bad query) and entries without an id are skipped. */
export function parseArxivFeed(xml: string): PaperRecord[] {
  let document: { feed?: { entry?: AtomEntry[] } };
  try {
    document = parser.parse(xml) as typeof document;
  } catch (error) {
    throw new PaperSourceError("arxiv", "invalid_response", "the answer is not an Atom feed", undefined, { cause: error });
  }
  if (!document.feed) throw new PaperSourceError("arxiv", "invalid_response", "the answer is not an Atom feed");
  return (document.feed.entry ?? []).flatMap((entry) => {
    const paper = paperOfEntry(entry);
    return paper ? [paper] : [];
  });
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
