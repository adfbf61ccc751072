-- Reports, the moderation queue and the audit log (issue 28 §4; ADR 025).
CREATE TABLE IF NOT EXISTS "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"member_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_item_reporter_uq" UNIQUE ("item_kind", "item_id", "reporter_id"),
	CONSTRAINT "reports_status_ck" CHECK ("reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_open_item_idx" ON "reports" USING btree ("item_kind", "item_id") WHERE "reports"."status" = 'open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_reporter_idx" ON "reports" USING btree ("reporter_id", "item_kind");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_resolved_idx" ON "reports" USING btree ("resolved_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"member_id" uuid,
	"item_kind" text,
	"item_id" uuid,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_member_idx" ON "audit_log" USING btree ("member_id", "created_at");
--> statement-breakpoint
-- Append-only: nobody, admins included, edits or removes history.
CREATE OR REPLACE FUNCTION greenroom_audit_log_append_only() RETURNS trigger AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_update_delete" ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION greenroom_audit_log_append_only();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION greenroom_audit_log_append_only();
