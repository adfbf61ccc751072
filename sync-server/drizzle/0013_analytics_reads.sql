-- Usage analytics that stay fast at a million events (issue 14): each read filters on kind (and
-- action) over a time range, or groups one kind's targets; the daily active members are kept as
-- one row per (day, member) and per (month, member), written with each event, so daily and
-- monthly active users never scan the events.
CREATE INDEX IF NOT EXISTS "analytics_events_action_created_idx" ON "analytics_events" USING btree ("kind", "action", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_events_kind_target_idx" ON "analytics_events" USING btree ("kind", "target_type", "target_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_daily_users" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "analytics_daily_users_pk" PRIMARY KEY ("day", "user_id")
);
--> statement-breakpoint
INSERT INTO "analytics_daily_users" ("day", "user_id")
SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date, "user_id"
FROM "analytics_events" WHERE "user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_monthly_users" (
	"month" date NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "analytics_monthly_users_pk" PRIMARY KEY ("month", "user_id")
);
--> statement-breakpoint
INSERT INTO "analytics_monthly_users" ("month", "user_id")
SELECT DISTINCT date_trunc('month', "day")::date, "user_id" FROM "analytics_daily_users"
ON CONFLICT DO NOTHING;
