-- The media lifecycle (issue 29, ADR 022). `uploads`: one row per stored file (its member, size,
-- and when something first referenced it), for the per-member quota and the sweep of files
-- nothing ever referenced. `media_released`: keys a write stopped referencing, filled by the
-- trigger on every media column (the one list is sync-server `storage/media-columns.ts`), drained
-- after the commit by the media janitor, which deletes the files nothing references any more.
-- `tus_uploads`: the member's unfinished resumable uploads, the size each declared and when it
-- was last continued.
CREATE TABLE IF NOT EXISTS "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"size" bigint,
	"referenced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_user_id_idx" ON "uploads" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_unreferenced_idx" ON "uploads" USING btree ("created_at") WHERE "referenced_at" IS NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "media_released" (
	"key" text PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tus_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"declared_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tus_uploads_user_id_idx" ON "tus_uploads" USING btree ("user_id");
--> statement-breakpoint
-- The stored key of one of our own /uploads/ addresses, or null (as storage/media-key.ts keyOfAddress).
CREATE OR REPLACE FUNCTION greenroom_media_key(address text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substring(address from '^/uploads/([0-9a-f]{32}\.[a-z0-9]{2,5})(?:[?#].*)?$')
$$;
--> statement-breakpoint
-- AFTER INSERT OR UPDATE OF <columns> OR DELETE, FOR EACH ROW, the media columns as arguments:
-- a key the row no longer holds is released (and the janitor woken after the commit); a key it
-- now holds is marked referenced and no longer pending release.
CREATE OR REPLACE FUNCTION greenroom_track_media() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	col text;
	old_key text;
	new_key text;
	released boolean := false;
BEGIN
	FOREACH col IN ARRAY TG_ARGV LOOP
		old_key := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE greenroom_media_key(to_jsonb(OLD) ->> col) END;
		new_key := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE greenroom_media_key(to_jsonb(NEW) ->> col) END;
		IF old_key IS DISTINCT FROM new_key THEN
			IF old_key IS NOT NULL THEN
				INSERT INTO media_released ("key") VALUES (old_key) ON CONFLICT DO NOTHING;
				released := true;
			END IF;
			IF new_key IS NOT NULL THEN
				DELETE FROM media_released WHERE "key" = new_key;
				UPDATE uploads SET referenced_at = now() WHERE "key" = new_key AND referenced_at IS NULL;
			END IF;
		END IF;
	END LOOP;
	IF released THEN
		PERFORM pg_notify('greenroom_media', '');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "posts_media" ON "posts";
--> statement-breakpoint
CREATE TRIGGER "posts_media" AFTER INSERT OR UPDATE OF "image_url" OR DELETE ON "posts"
FOR EACH ROW EXECUTE FUNCTION greenroom_track_media('image_url');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "portfolio_items_media" ON "portfolio_items";
--> statement-breakpoint
CREATE TRIGGER "portfolio_items_media" AFTER INSERT OR UPDATE OF "media_url" OR DELETE ON "portfolio_items"
FOR EACH ROW EXECUTE FUNCTION greenroom_track_media('media_url');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_media" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_media" AFTER INSERT OR UPDATE OF "profile_image_url" OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION greenroom_track_media('profile_image_url');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_media_key_idx" ON "posts" (greenroom_media_key("image_url")) WHERE greenroom_media_key("image_url") IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "portfolio_items_media_key_idx" ON "portfolio_items" (greenroom_media_key("media_url")) WHERE greenroom_media_key("media_url") IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_media_key_idx" ON "users" (greenroom_media_key("profile_image_url")) WHERE greenroom_media_key("profile_image_url") IS NOT NULL;
--> statement-breakpoint
-- Files already referenced: their owner, size unknown (the janitor fills it in from storage).
INSERT INTO "uploads" ("key", "user_id", "referenced_at")
SELECT DISTINCT ON (k) k, owner, now() FROM (
	SELECT greenroom_media_key("image_url") AS k, "author_id" AS owner FROM "posts"
	UNION ALL SELECT greenroom_media_key("media_url"), "user_id" FROM "portfolio_items"
	UNION ALL SELECT greenroom_media_key("profile_image_url"), "id" FROM "users"
) s WHERE k IS NOT NULL
ON CONFLICT DO NOTHING;
