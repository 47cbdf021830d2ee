import "server-only";
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../db/client";
import { papers } from "../db/schema";
import type { PaperRecord } from "./paper-sources";
import { queryWords } from "./sources/paper-fields";

/**
 * The papers table as the paper sources use it: every fetched paper is upserted (keeping the richest version seen:
 * longest abstract, most authors, highest citation count), read back by id, and searched with PostgreSQL
 * full-text search when the live sources are down.
 */

/** A paper as answers show it: every column but the full text, which can be tens of kilobytes a paper. */
export const paperRecordColumns = {
  id: papers.id,
  arxivId: papers.arxivId,
  title: papers.title,
  year: papers.year,
  authors: papers.authors,
  abstract: papers.abstract,
  url: papers.url,
  pdfUrl: papers.pdfUrl,
  source: papers.source,
  citationCount: papers.citationCount,
};

/** Stores the papers and answers them as now cached (a richer earlier version wins field by field). */
export async function upsertPapers(db: DatabaseOrTransaction, records: readonly PaperRecord[], fullTexts = new Map<string, string>()): Promise<PaperRecord[]> {
  // One statement cannot update a row twice, so a repeated id keeps its first record.
  const byId = new Map<string, PaperRecord>();
  for (const record of records) if (!byId.has(record.id)) byId.set(record.id, record);
  if (byId.size === 0) return [];
  const rows = await db
    .insert(papers)
    .values([...byId.values()].map((record) => ({ ...record, fullText: fullTexts.get(record.id) ?? null })))
    .onConflictDoUpdate({
      target: papers.id,
      set: {
        title: sql`excluded.title`,
        arxivId: sql`coalesce(excluded.arxiv_id, ${papers.arxivId})`,
        year: sql`coalesce(excluded.year, ${papers.year})`,
        authors: longer(sql`jsonb_array_length(excluded.authors)`, sql`jsonb_array_length(${papers.authors})`, sql`excluded.authors`, sql`${papers.authors}`),
        abstract: longer(sql`length(excluded.abstract)`, sql`length(${papers.abstract})`, sql`excluded.abstract`, sql`${papers.abstract}`),
        url: sql`excluded.url`,
        pdfUrl: sql`coalesce(excluded.pdf_url, ${papers.pdfUrl})`,
        citationCount: sql`greatest(excluded.citation_count, ${papers.citationCount})`,
        fullText: sql`coalesce(excluded.full_text, ${papers.fullText})`,
        fetchedAt: sql`now()`,
      },
    })
    .returning(paperRecordColumns);
  const cached = new Map(rows.map((row) => [row.id, row]));
  return [...byId.keys()].flatMap((id) => cached.get(id) ?? []);
}

function longer(newSize: SQL, oldSize: SQL, newValue: SQL, oldValue: SQL): SQL {
  return sql`case when ${newSize} >= coalesce(${oldSize}, 0) then ${newValue} else ${oldValue} end`;
}

export async function cachedPaper(db: DatabaseOrTransaction, id: string): Promise<PaperRecord | undefined> {
  const [row] = await db.select(paperRecordColumns).from(papers).where(eq(papers.id, id)).limit(1);
  return row;
}

/** The stored full text; undefined when the paper is not cached or its text was never read. */
export async function cachedFullText(db: DatabaseOrTransaction, id: string): Promise<string | undefined> {
  const [row] = await db.select({ fullText: papers.fullText }).from(papers).where(eq(papers.id, id)).limit(1);
  return row?.fullText ?? undefined;
}

export async function saveFullText(db: DatabaseOrTransaction, paper: PaperRecord, fullText: string): Promise<void> {
  await upsertPapers(db, [paper], new Map([[paper.id, fullText]]));
}

/**
 * Cached papers matching a free-text query (websearch_to_tsquery: all words must match, "quoted phrases" and
 * -exclusions work), best ranked first. When no paper has every word, papers with any of them are returned.
 * Users' uploads are never returned: they are private to their owner.
 */
export async function searchCachedPapers(db: DatabaseOrTransaction, query: string, limit = 10): Promise<PaperRecord[]> {
  const everyWord = await rankedMatches(db, query, limit);
  if (everyWord.length > 0) return everyWord;
  const words = queryWords(query);
  return words.length > 1 ? rankedMatches(db, words.join(" or "), limit) : [];
}

async function rankedMatches(db: DatabaseOrTransaction, query: string, limit: number): Promise<PaperRecord[]> {
  if (query.trim() === "") return [];
  const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
  return db
    .select(paperRecordColumns)
    .from(papers)
    .where(and(sql`${papers.search} @@ ${tsQuery}`, ne(papers.source, "upload")))
    .orderBy(desc(sql`ts_rank_cd(${papers.search}, ${tsQuery})`), sql`${papers.citationCount} desc nulls last`)
    .limit(limit);
}
