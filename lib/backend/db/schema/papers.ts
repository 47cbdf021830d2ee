import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const paperSources = ["arxiv", "openalex", "semantic_scholar", "upload"] as const;
export type PaperSource = (typeof paperSources)[number];

/**
 * Every paper a search or an upload returned (issue 7): the store a report may cite from, and the fallback when
 * every source is down. `id` is `arxiv:<id>` when the paper has an arXiv id, else `<source>:<source id>`
 * (`upload:<file id>` for a user's file). `full_text` is filled once an agent reads the paper. `search` is kept
 * by PostgreSQL itself (title weighted above abstract) for websearch_to_tsquery.
 */
export const papers = pgTable(
  "papers",
  {
    id: text("id").primaryKey(),
    arxivId: text("arxiv_id"),
    title: text("title").notNull(),
    year: integer("year"),
    authors: jsonb("authors").$type<string[]>().notNull().default([]),
    abstract: text("abstract").notNull().default(""),
    url: text("url").notNull(),
    pdfUrl: text("pdf_url"),
    source: text("source").$type<PaperSource>().notNull(),
    citationCount: integer("citation_count"),
    fullText: text("full_text"),
    /**
     * Set only for papers the daily feed ingested from an arXiv listing (services/feed): when arXiv lists the paper
     * as submitted. The feed shows these papers and no others (a search result or an upload is not news).
     */
    listedAt: timestamp("listed_at", { withTimezone: true }),
    /** arXiv categories, primary first (cs.AI, …): the feed item's tag. */
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    /** The feed paper's title and abstract embedded with LLM_EMBEDDING_MODEL, unit length (so a dot product is the cosine). */
    embedding: real("embedding").array(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(abstract, '')), 'B')`,
    ),
  },
  (table) => [
    index("papers_search_idx").using("gin", table.search),
    index("papers_arxiv_id_idx").on(table.arxivId),
    index("papers_listed_at_idx").on(table.listedAt),
    check("papers_source_known", sql`${table.source} in ('arxiv', 'openalex', 'semantic_scholar', 'upload')`),
  ],
);
