import "server-only";
import { sql } from "drizzle-orm";
import type { ResearchProfileSubmit } from "@/lib/contract/calls/profile";
import { ARXIV_ENTRY_SEPARATOR } from "@/lib/contract";
import type { BackendConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { cachedFullText } from "../../papers/paper-cache";
import { arxivIdFrom } from "../../papers/sources/paper-fields";
import { readUploadedPapers } from "../../papers/uploaded-papers";
import type { Storage } from "../../storage/create-storage";
import { embedderFor } from "../feed/embeddings";
import { feedArxivClient } from "../feed/feed-sources";
import type { ProfileFile } from "./profile-files";

/**
 * What the 'my' feed ranks by (services/feed/feed-page.ts), made when a profile is saved: the words of the tags and
 * the interest text first, then the most frequent words of the linked arXiv papers' titles and abstracts (from the
 * arXiv API) and of the uploaded PDFs' text (pdf-text extraction, cached like an agent's uploads). The answer is a
 * to_tsquery text of English lexemes OR-ed ('reinforc' | 'learn' | …), so any of them raises a paper's rank and
 * the ones a paper has more of raise it more. With LLM_EMBEDDING_MODEL set the same text is embedded too. A source
 * that cannot be read costs only its own words.
 */
export type ProfileTextDeps = { db: Database; config: BackendConfig; storage: Storage; log: Logger };

const MAX_TERMS = 200;
/** Per linked paper or PDF: enough for its vocabulary, and to_tsvector stays far below its 1 MB limit. */
const MAX_SOURCE_CHARS = 20_000;

export type ProfileRanking = { feedQuery: string; embedding: number[] | null };

export async function profileRanking(deps: ProfileTextDeps, userId: string, profile: ResearchProfileSubmit, files: readonly ProfileFile[]): Promise<ProfileRanking> {
  const stated = [...(profile.tags ?? []), profile.content ?? ""].join("\n");
  const [abstracts, pdfTexts] = await Promise.all([linkedAbstracts(deps, profile.arxivUrls ?? []), uploadedTexts(deps, userId, files)]);
  const read = [...abstracts, ...pdfTexts].map((text) => text.slice(0, MAX_SOURCE_CHARS)).join("\n");
  const [feedQuery, embedding] = await Promise.all([lexemeQuery(deps.db, stated, read), embedded(deps, `${stated}\n${read}`)]);
  return { feedQuery, embedding };
}

/** With LLM_EMBEDDING_MODEL set, the profile's text embedded (the user's own words first, as it is cut); else null. */
async function embedded(deps: ProfileTextDeps, text: string): Promise<number[] | null> {
  const embed = embedderFor(deps.config);
  if (!embed || text.trim() === "") return null;
  try {
    return (await embed([text]))[0] ?? null;
  } catch (error) {
    deps.log.warn({ err: error }, "profile embedding unavailable; the 'my' feed ranks by full text");
    return null;
  }
}

async function lexemeQuery(db: Database, stated: string, read: string): Promise<string> {
  // Weight A marks the user's own words, which go first whatever their count; only letters and digits are kept, so
  // every lexeme is safe inside quotes in to_tsquery.
  const result = await db.execute<{ query: string | null }>(sql`
    select string_agg(quote_literal(lexeme), ' | ') as query from (
      select lexeme from unnest(setweight(to_tsvector('english', ${stated}), 'A') || to_tsvector('english', ${read}))
      where lexeme ~ '^[[:alnum:]]+$'
      order by ('A' = any(weights)) desc, coalesce(array_length(positions, 1), 1) desc, lexeme
      limit ${MAX_TERMS}
    ) as terms`);
  return result.rows[0]?.query ?? "";
}

async function linkedAbstracts(deps: ProfileTextDeps, arxivEntries: readonly string[]): Promise<string[]> {
  const ids = arxivEntries.flatMap((entry) => arxivIdFrom(entry.split(ARXIV_ENTRY_SEPARATOR)[0] ?? "") ?? []);
  if (ids.length === 0) return [];
  try {
    const listed = await feedArxivClient(deps.config).byIds([...new Set(ids)]);
    return listed.map(({ paper }) => `${paper.title}\n${paper.abstract}`);
  } catch (error) {
    deps.log.warn({ err: error }, "linked arXiv abstracts unavailable; the profile is ranked without them");
    return [];
  }
}

async function uploadedTexts(deps: ProfileTextDeps, userId: string, files: readonly ProfileFile[]): Promise<string[]> {
  if (files.length === 0) return [];
  const pdfLimits = { timeoutMs: deps.config.PDF_TEXT_TIMEOUT_MS, maxPages: deps.config.PDF_TEXT_MAX_PAGES, memoryMb: deps.config.PDF_TEXT_MEMORY_MB };
  const read = await readUploadedPapers({ db: deps.db, storage: deps.storage, log: deps.log, pdfLimits }, userId, files.map(({ file }) => file.id));
  return Promise.all(read.map(async (paper) => (await cachedFullText(deps.db, paper.id)) ?? paper.abstract));
}
