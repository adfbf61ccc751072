ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_status_check";--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "excerpt" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_status_check" CHECK ("conversation_members"."status" in ('active', 'request', 'declined', 'left', 'hidden'));--> statement-breakpoint
-- A member who leaves a group, deletes a request or deletes the conversation for themself is no
-- longer in the audience: the conversation, its members and messages are logged to them once
-- more, and their pull, which no longer finds the rows, sends each as a delete. A member who
-- comes back (a new message in a conversation they had deleted for themself, ADR 045) gets them
-- logged again: the conversation, its members and the messages after their `cleared_at`.
CREATE OR REPLACE FUNCTION greenroom_log_conversation_leaver() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status IN ('active', 'request')) <> (NEW.status IN ('active', 'request')) THEN
    INSERT INTO change_log (entity, entity_id, op, audience)
      SELECT 'conversation', NEW.conversation_id, 'put', NEW.user_id
      UNION ALL SELECT 'conversationMember', c.id, 'put', NEW.user_id
        FROM conversation_members c WHERE c.conversation_id = NEW.conversation_id
      UNION ALL SELECT 'message', x.id, 'put', NEW.user_id
        FROM messages x WHERE x.conversation_id = NEW.conversation_id
          AND (NEW.status NOT IN ('active', 'request') OR NEW.cleared_at IS NULL
               OR x.created_at > NEW.cleared_at);
    PERFORM pg_notify('greenroom_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
