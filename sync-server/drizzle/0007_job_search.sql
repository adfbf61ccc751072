-- Job search (GET /api/jobs/search, decisions.md "Content and lists"): `q` matches title,
-- location and description as substrings of one lower-cased text, found through a trigram
-- index; `skills` through a GIN index on the array. Newest first uses jobs_created_at_idx.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  lower("title" || ' ' || coalesce("location", '') || ' ' || "description")
) STORED;
--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "jobs_skills_idx" ON "jobs" USING gin ("skills");
--> statement-breakpoint
CREATE INDEX "applications_job_id_created_at_idx" ON "applications" ("job_id", "created_at");
