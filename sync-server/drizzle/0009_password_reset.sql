-- Forgotten password (ASVS 5.0 V6.4): single-use reset links; only the SHA-256 hex of a token is
-- stored, for one hour; a newer request or a password change deletes the older ones.
CREATE TABLE "password_reset_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" ("user_id");
