-- One counter per limited thing (ADR 021): `key` names what is counted and for whom
-- ("write:posts:<member id>", "signup:<address group>", "analytics:<member id>"), `used` how much
-- of the limit the window that started at `window_started_at` has taken. A single
-- INSERT … ON CONFLICT DO UPDATE … WHERE checks and records in one statement (rate-limits/).
CREATE TABLE IF NOT EXISTS "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_started_at");
