CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'interested'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "going_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "interested_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_user_id_idx" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_going_unreminded_idx" ON "event_rsvps" USING btree ("event_id") WHERE "event_rsvps"."status" = 'going' and "event_rsvps"."reminded_at" is null;--> statement-breakpoint
-- A member's own answers replicate to them (entity eventRsvp, keyed by the event).
CREATE TRIGGER event_rsvps_change_log AFTER INSERT OR UPDATE OR DELETE ON event_rsvps
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('eventRsvp', 'event_id', 'user_id');
--> statement-breakpoint
-- events.going_count and interested_count follow event_rsvps in the same transaction; the
-- event's row goes out again (its change_log trigger), so every replica gets the new counts.
CREATE FUNCTION greenroom_count_event_rsvps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE events SET
      going_count = greatest(going_count - (OLD.status = 'going')::int, 0),
      interested_count = greatest(interested_count - (OLD.status = 'interested')::int, 0)
    WHERE id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE events SET
      going_count = going_count + (NEW.status = 'going')::int,
      interested_count = interested_count + (NEW.status = 'interested')::int
    WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_rsvps_count AFTER INSERT OR UPDATE OF status OR DELETE ON event_rsvps
  FOR EACH ROW EXECUTE FUNCTION greenroom_count_event_rsvps();
--> statement-breakpoint
-- An event moved to another time reminds its members again before the new time.
CREATE FUNCTION greenroom_event_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_rsvps SET reminded_at = NULL WHERE event_id = NEW.id AND reminded_at IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_moved AFTER UPDATE OF event_date ON events
  FOR EACH ROW WHEN (NEW.event_date IS DISTINCT FROM OLD.event_date)
  EXECUTE FUNCTION greenroom_event_moved();
