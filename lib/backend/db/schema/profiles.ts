import { jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { ownerId } from "./accounts";

/**
 * A user's research profile (spec §3, §5), one row per user, stored as the server shape the client sends.
 * `feed_query` is what the 'my' feed ranks papers by: a to_tsquery text (lexemes OR-ed) made from the profile's
 * tags, interest text, linked arXiv abstracts and uploaded PDFs' text when the profile is saved
 * (services/profile/profile-text.ts), so reading the feed never refetches any of them; `embedding` the same text
 * embedded when LLM_EMBEDDING_MODEL is set.
 */
export const researchProfiles = pgTable("research_profiles", {
  userId: ownerId().primaryKey(),
  tags: jsonb("tags").$type<string[]>().notNull().default([]),
  content: text("content").notNull().default(""),
  pdfUrls: jsonb("pdf_urls").$type<string[]>().notNull().default([]),
  arxivUrls: jsonb("arxiv_urls").$type<string[]>().notNull().default([]),
  googleScholarUrls: jsonb("google_scholar_urls").$type<string[]>().notNull().default([]),
  feedQuery: text("feed_query").notNull().default(""),
  /** The same text embedded with LLM_EMBEDDING_MODEL (unit length), when one is configured. */
  embedding: real("embedding").array(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type ResearchProfileRow = typeof researchProfiles.$inferSelect;
