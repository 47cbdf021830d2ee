CREATE TABLE "papers" (
	"id" text PRIMARY KEY NOT NULL,
	"arxiv_id" text,
	"title" text NOT NULL,
	"year" integer,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"pdf_url" text,
	"source" text NOT NULL,
	"citation_count" integer,
	"full_text" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(abstract, '')), 'B')) STORED,
	CONSTRAINT "papers_source_known" CHECK ("papers"."source" in ('arxiv', 'openalex', 'semantic_scholar', 'upload'))
);
--> statement-breakpoint
CREATE INDEX "papers_search_idx" ON "papers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "papers_arxiv_id_idx" ON "papers" USING btree ("arxiv_id");