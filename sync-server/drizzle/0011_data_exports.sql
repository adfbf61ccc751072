-- "Download my data" (issue 16): a member's JSON archive, built in the background after the
-- request commits, offered when ready and kept for a day.
CREATE TABLE "data_exports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" in ('pending', 'ready', 'failed')),
  "archive" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "data_exports_user_id_idx" ON "data_exports" ("user_id", "created_at");
