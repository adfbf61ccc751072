CREATE TABLE "media_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration" real;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "stream" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "peaks" smallint[];--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_key_uploads_key_fk" FOREIGN KEY ("key") REFERENCES "public"."uploads"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The info the client receives (shared-model MediaInfo, ADR 044 and 046): an image's or a video's
-- (its poster's) size, colour and WebP widths, with a video's length and streaming rendition; a
-- sound's length and waveform; null when the address is not an upload of ours with its info made.
CREATE OR REPLACE FUNCTION greenroom_media_info(address text) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN width IS NOT NULL AND renditions IS NOT NULL THEN jsonb_strip_nulls(jsonb_build_object(
      'width', width, 'height', height, 'placeholder', placeholder,
      'renditions', to_jsonb(renditions), 'duration', duration, 'stream', stream))
    WHEN peaks IS NOT NULL THEN jsonb_build_object('duration', duration, 'peaks', to_jsonb(peaks))
  END
  FROM uploads
  WHERE key = greenroom_media_key(address)
$$;
--> statement-breakpoint
DROP TRIGGER uploads_spread_media_info ON uploads;
--> statement-breakpoint
CREATE TRIGGER uploads_spread_media_info
	AFTER UPDATE OF width, height, placeholder, renditions, duration, stream, peaks
	ON uploads FOR EACH ROW EXECUTE FUNCTION greenroom_spread_media_info();
