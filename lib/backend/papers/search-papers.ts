import "server-only";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { mergePapers } from "./merge-papers";
import { searchCachedPapers, upsertPapers } from "./paper-cache";
import type { PaperRecord } from "./paper-sources";
import { PaperSearchUnavailableError } from "./sources/source-error";
import type { SourceSearch } from "./sources/source-client";

/**
 * A search across every paper source at once. A failing source costs only its own results; when none answers,
 * the papers cached from earlier searches are searched instead, and only when that finds nothing either does the
 * search fail, with an error naming each source's failure.
 */
export type NamedSource = { name: string; search: SourceSearch };
export type SearchSettings = { db: Database; log: Logger; sources: readonly NamedSource[] };

export async function searchAllSources(settings: SearchSettings, query: string, limit: number, signal?: AbortSignal): Promise<PaperRecord[]> {
  const outcomes = await Promise.allSettled(settings.sources.map((source) => source.search(query, { limit, signal })));
  signal?.throwIfAborted();
  const answered: PaperRecord[][] = [];
  const failures: Error[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "fulfilled") return void answered.push(outcome.value);
    const error = outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
    failures.push(error);
    settings.log.warn({ source: settings.sources[index]?.name, err: error }, "paper source failed; searching the others");
  });

  const merged = mergePapers(answered);
  if (merged.length > 0) return (await upsertPapers(settings.db, merged)).slice(0, limit);
  if (failures.length === 0) return [];
  const cached = await searchCachedPapers(settings.db, query, limit);
  if (cached.length === 0 && answered.length === 0) throw new PaperSearchUnavailableError(query, failures);
  return cached;
}
