import "server-only";
import { parseOpenAlexPage } from "../../papers/sources/openalex-client";
import type { SourceClientSettings } from "../../papers/sources/source-client";
import { fetchSourceJson } from "../../papers/sources/source-http";
import { joinUrl } from "../../papers/sources/source-client";

/**
 * Citation counts of arXiv papers from OpenAlex, the hot feed's popularity signal. OpenAlex knows an arXiv paper by
 * its DataCite DOI (10.48550/arXiv.<id>); 50 DOIs go in one filter call. Papers OpenAlex does not know are absent.
 */
const DOIS_PER_CALL = 50;

export async function citationCounts(settings: SourceClientSettings, arxivIds: readonly string[], signal?: AbortSignal): Promise<Map<string, number>> {
  const wanted = new Set(arxivIds);
  const counts = new Map<string, number>();
  for (let at = 0; at < arxivIds.length; at += DOIS_PER_CALL) {
    const batch = arxivIds.slice(at, at + DOIS_PER_CALL);
    const url = joinUrl(settings.baseUrl, "works");
    url.searchParams.set("filter", `doi:${batch.map((id) => `10.48550/arxiv.${id}`).join("|")}`);
    url.searchParams.set("per-page", String(DOIS_PER_CALL));
    url.searchParams.set("select", "id,doi,title,ids,cited_by_count");
    if (settings.mailto) url.searchParams.set("mailto", settings.mailto);
    const page = await fetchSourceJson({ source: "openalex", url: url.toString(), headers: { "user-agent": settings.userAgent }, timeoutMs: settings.timeoutMs, signal });
    for (const work of parseOpenAlexPage(page)) {
      if (work.arxivId && wanted.has(work.arxivId) && work.citationCount !== null) counts.set(work.arxivId, work.citationCount);
    }
  }
  return counts;
}
