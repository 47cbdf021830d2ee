ALTER TABLE "papers" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "research_profiles" ADD COLUMN "embedding" real[];