CREATE TABLE "research_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pdf_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arxiv_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"google_scholar_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feed_query" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "research_profiles" ADD CONSTRAINT "research_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "papers_listed_at_idx" ON "papers" USING btree ("listed_at");