-- Changing e-mail (issue 16): the change waits for the link sent to the new address; only the
-- SHA-256 hex of a token is stored, for 24 hours; a newer request deletes the older one.
CREATE TABLE "email_change_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "new_email" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_id_idx" ON "email_change_tokens" ("user_id");
