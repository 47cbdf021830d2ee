import "server-only";
import type { Database } from "../db/client";
import { guardedFetch } from "../http/guarded-fetch";
import type { Logger } from "../logger";
import { cachedFullText, cachedPaper, saveFullText } from "./paper-cache";
import type { PaperRecord } from "./paper-sources";
import { MAX_PDF_BYTES, type PdfLimits, pdfText } from "./pdf-text";
import type { RequestSpacing } from "./sources/request-spacing";
import { fetchSourceBody } from "./sources/source-http";

/**
 * A paper's full text for an agent that reads it: extracted from its PDF once, then served from the cache. Any
 * failure (no PDF, a dead link, a scanned PDF without text) falls back to the abstract, so reading never fails a run.
 */
export type FullTextSettings = {
  db: Database;
  log: Logger;
  /** ARXIV_PDF_URL: arXiv papers are always read from there, whichever source found them. */
  arxivPdfUrl: string;
  arxivSpacing: RequestSpacing;
  timeoutMs: number;
  userAgent: string;
  /** FETCH_EXEMPT_ORIGINS: the tests' loopback fakes, which the guarded fetch would otherwise refuse. */
  exemptOrigins: readonly string[];
  pdfLimits: PdfLimits;
};

export async function readFullText(settings: FullTextSettings, paper: PaperRecord, signal?: AbortSignal): Promise<string> {
  const cached = await cachedFullText(settings.db, paper.id);
  if (cached !== undefined) return cached;
  // The stored record, not the caller's copy, says where the PDF is: links come only from the sources.
  const stored = (await cachedPaper(settings.db, paper.id)) ?? paper;
  const pdf = pdfLocation(settings, stored);
  if (!pdf) return stored.abstract;
  try {
    const { bytes } = await fetchSourceBody({
      source: "pdf",
      url: pdf.url,
      headers: { accept: "application/pdf", "user-agent": settings.userAgent },
      timeoutMs: settings.timeoutMs,
      signal,
      maxBytes: MAX_PDF_BYTES,
      spacing: pdf.fromArxiv ? settings.arxivSpacing : undefined,
      // A PDF link found in OpenAlex or Semantic Scholar data could point anywhere, the server's own network included.
      fetcher: pdf.fromArxiv ? undefined : (url, init) => guardedFetch(url, init, { timeoutMs: settings.timeoutMs, maxBytes: MAX_PDF_BYTES, exemptOrigins: settings.exemptOrigins }),
    });
    const text = await pdfText(bytes, settings.pdfLimits);
    if (text === "") return stored.abstract;
    await saveFullText(settings.db, stored, text);
    return text;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    // Not cached: the next read tries again, since most failures here (timeouts, 5xx) pass.
    settings.log.warn({ paperId: paper.id, url: pdf.url, err: error }, "full text unavailable; using the abstract");
    return stored.abstract;
  }
}

function pdfLocation(settings: FullTextSettings, paper: PaperRecord): { url: string; fromArxiv: boolean } | undefined {
  if (paper.source === "upload") return undefined;
  if (paper.arxivId) return { url: `${settings.arxivPdfUrl.replace(/(?<!\/)\/+$/, "")}/${paper.arxivId}`, fromArxiv: true };
  return paper.pdfUrl ? { url: paper.pdfUrl, fromArxiv: false } : undefined;
}
