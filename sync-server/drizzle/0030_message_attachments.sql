ALTER TABLE "messages" ADD COLUMN "attachment_url" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_size" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_info" jsonb;--> statement-breakpoint
-- A message's attachment is a media column (ADR 022): a deleted message (its columns emptied) or
-- a deleted conversation releases the file, and the janitor removes it with its renditions.
CREATE TRIGGER "messages_media" AFTER INSERT OR UPDATE OF "attachment_url" OR DELETE ON "messages"
FOR EACH ROW EXECUTE FUNCTION greenroom_track_media('attachment_url');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_media_key_idx" ON "messages" (greenroom_media_key("attachment_url")) WHERE greenroom_media_key("attachment_url") IS NOT NULL;
--> statement-breakpoint
-- The attachment's info follows its address (ADR 044).
CREATE TRIGGER messages_media_info BEFORE INSERT OR UPDATE OF attachment_url ON messages
	FOR EACH ROW EXECUTE FUNCTION greenroom_fill_media_info('attachment_url', 'attachment_info');
--> statement-breakpoint
-- As in 0025, with messages: an upload's info, once recorded, reaches the rows that hold it.
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
	UPDATE messages SET attachment_info = info
		WHERE greenroom_media_key(attachment_url) = NEW.key
			AND attachment_info IS DISTINCT FROM info;
	RETURN NULL;
END $$;
