-- Delivery of notifications beyond the bell (issue 11): a transactional outbox. notify() adds a
-- push delivery per subscription and an e-mail batch entry in the transaction that stores the
-- notification; dispatchers (every server process) claim due rows with SKIP LOCKED after the
-- commit wakes them, so a delivery survives crashes and no two processes send the same one.
CREATE TABLE "push_deliveries" (
  "id" bigserial PRIMARY KEY,
  "notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
  "subscription_id" uuid NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
  "attempts" integer NOT NULL DEFAULT 0,
  "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "push_deliveries_uq" UNIQUE ("notification_id", "subscription_id")
);
--> statement-breakpoint
CREATE INDEX "push_deliveries_due_idx" ON "push_deliveries" ("next_attempt_at");
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_success_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "next_send_at" timestamptz;
--> statement-breakpoint
CREATE INDEX "email_sends_due_idx" ON "email_sends" ("next_send_at");
--> statement-breakpoint
-- Notification types a member wants in the app only (no push).
ALTER TABLE "users" ADD COLUMN "push_muted_types" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE FUNCTION greenroom_deliveries_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenroom_deliveries', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row triggers, and only for work that becomes due: the dispatcher's own claims (which clear
-- next_send_at or only move a lease) must not wake the dispatchers again. Identical NOTIFYs of
-- one transaction are delivered once.
CREATE TRIGGER "push_deliveries_wake" AFTER INSERT ON "push_deliveries"
  FOR EACH ROW EXECUTE FUNCTION greenroom_deliveries_notify();
--> statement-breakpoint
CREATE TRIGGER "email_sends_wake" AFTER INSERT OR UPDATE OF "next_send_at" ON "email_sends"
  FOR EACH ROW WHEN (NEW.next_send_at IS NOT NULL)
  EXECUTE FUNCTION greenroom_deliveries_notify();
--> statement-breakpoint
-- Secrets every process shares (VAPID keys when not configured, the e-mail link key).
CREATE TABLE "app_secrets" ("name" text PRIMARY KEY, "value" text NOT NULL);
--> statement-breakpoint
INSERT INTO "app_secrets" ("name", "value")
VALUES ('email_links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
--> statement-breakpoint
-- A suspended member's devices get no more pushes, however the suspension was made.
CREATE FUNCTION greenroom_suspension_drops_push() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_subscriptions WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_suspension_drops_push" AFTER UPDATE OF "is_suspended" ON "users"
  FOR EACH ROW WHEN (NEW.is_suspended AND NOT OLD.is_suspended)
  EXECUTE FUNCTION greenroom_suspension_drops_push();
