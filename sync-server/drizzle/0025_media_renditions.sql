ALTER TABLE "posts" ADD COLUMN "image_info" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "renditions" integer[];--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "media_info" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_image_info" jsonb;--> statement-breakpoint
-- An image's info as the client receives it (shared-model MediaInfo), or null when the address is
-- not an upload of ours with its renditions made (ADR 041).
CREATE OR REPLACE FUNCTION greenroom_media_info(address text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('width', width, 'height', height, 'placeholder', placeholder,
                            'renditions', to_jsonb(renditions))
  FROM uploads
  WHERE key = greenroom_media_key(address) AND width IS NOT NULL AND renditions IS NOT NULL
$$;
--> statement-breakpoint
-- BEFORE INSERT OR UPDATE OF <address column>, arguments (address column, info column): the row's
-- info column follows its address.
CREATE OR REPLACE FUNCTION greenroom_fill_media_info() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	RETURN jsonb_populate_record(NEW, jsonb_build_object(TG_ARGV[1],
		greenroom_media_info(to_jsonb(NEW) ->> TG_ARGV[0])));
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_media_info BEFORE INSERT OR UPDATE OF image_url ON posts
	FOR EACH ROW EXECUTE FUNCTION greenroom_fill_media_info('image_url', 'image_info');
--> statement-breakpoint
CREATE TRIGGER portfolio_items_media_info BEFORE INSERT OR UPDATE OF media_url ON portfolio_items
	FOR EACH ROW EXECUTE FUNCTION greenroom_fill_media_info('media_url', 'media_info');
--> statement-breakpoint
CREATE TRIGGER users_media_info BEFORE INSERT OR UPDATE OF profile_image_url ON users
	FOR EACH ROW EXECUTE FUNCTION greenroom_fill_media_info('profile_image_url', 'profile_image_info');
--> statement-breakpoint
-- When an upload's renditions are recorded (at upload, or by the backfill later), the rows that
-- hold it take its info; their change-log triggers send them to the replicas again.
CREATE OR REPLACE FUNCTION greenroom_spread_media_info() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	info jsonb := greenroom_media_info('/uploads/' || NEW.key);
BEGIN
	UPDATE posts SET image_info = info
		WHERE greenroom_media_key(image_url) = NEW.key AND image_info IS DISTINCT FROM info;
	UPDATE portfolio_items SET media_info = info
		WHERE greenroom_media_key(media_url) = NEW.key AND media_info IS DISTINCT FROM info;
	UPDATE users SET profile_image_info = info
		WHERE greenroom_media_key(profile_image_url) = NEW.key
			AND profile_image_info IS DISTINCT FROM info;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER uploads_spread_media_info AFTER UPDATE OF width, height, placeholder, renditions
	ON uploads FOR EACH ROW EXECUTE FUNCTION greenroom_spread_media_info();
