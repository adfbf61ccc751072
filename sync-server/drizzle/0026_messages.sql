CREATE TABLE "conversation_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"muted" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_members_status_check" CHECK ("conversation_members"."status" in ('active', 'request', 'declined', 'left'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"is_group" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"pair_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_members_conversation_user_uq" ON "conversation_members" USING btree ("conversation_id","user_id");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key_uq" ON "conversations" USING btree ("pair_key");--> statement-breakpoint
CREATE INDEX "conversations_created_by_idx" ON "conversations" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
-- Conversations, their members and messages are seen by the members who have not left the
-- conversation or deleted its request (rule conversationMembers, ADR 045): one change per such
-- member. Arguments: entity name, entity-id column, conversation-id column.
CREATE OR REPLACE FUNCTION greenroom_log_conversation_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  v_op text;
  v_member uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    r := to_jsonb(OLD);
    v_op := 'del';
  ELSE
    r := to_jsonb(NEW);
    v_op := 'put';
  END IF;
  FOR v_member IN
    SELECT m.user_id FROM conversation_members m
    WHERE m.conversation_id = (r ->> TG_ARGV[2])::uuid AND m.status IN ('active', 'request')
  LOOP
    PERFORM greenroom_log(TG_ARGV[0], (r ->> TG_ARGV[1])::uuid, v_op, v_member);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_change_log AFTER INSERT OR UPDATE OR DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_conversation_change('conversation', 'id', 'id');
--> statement-breakpoint
CREATE TRIGGER conversation_members_change_log AFTER INSERT OR UPDATE OR DELETE ON conversation_members
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_conversation_change('conversationMember', 'id', 'conversation_id');
--> statement-breakpoint
CREATE TRIGGER messages_change_log AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_conversation_change('message', 'id', 'conversation_id');
--> statement-breakpoint
-- A member who leaves a group or deletes a request is no longer in the audience: the
-- conversation, its members and messages are logged to them once more, and their pull, which no
-- longer finds the rows, sends each as a delete (the rows leave every device of theirs).
CREATE OR REPLACE FUNCTION greenroom_log_conversation_leaver() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('active', 'request') AND NEW.status NOT IN ('active', 'request') THEN
    INSERT INTO change_log (entity, entity_id, op, audience)
      SELECT 'conversation', NEW.conversation_id, 'put', NEW.user_id
      UNION ALL SELECT 'conversationMember', c.id, 'put', NEW.user_id
        FROM conversation_members c WHERE c.conversation_id = NEW.conversation_id
      UNION ALL SELECT 'message', x.id, 'put', NEW.user_id
        FROM messages x WHERE x.conversation_id = NEW.conversation_id;
    PERFORM pg_notify('greenroom_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversation_members_leaver_change_log AFTER UPDATE OF status ON conversation_members
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_conversation_leaver();
--> statement-breakpoint
-- A block or unblock re-logs the member's rows for the other side (migrations 0017, 0024), now with
-- the messages they wrote and their membership in the conversations both are in.
CREATE OR REPLACE FUNCTION greenroom_log_member_rows(p_member uuid, p_audience uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (entity, entity_id, op, audience)
    SELECT 'user', p_member, 'put', p_audience
    UNION ALL SELECT 'post', p.id, 'put', p_audience FROM posts p WHERE p.author_id = p_member
    UNION ALL SELECT 'job', j.id, 'put', p_audience FROM jobs j WHERE j.author_id = p_member
    UNION ALL SELECT 'event', e.id, 'put', p_audience FROM events e WHERE e.author_id = p_member
    UNION ALL SELECT 'course', c.id, 'put', p_audience FROM courses c WHERE c.user_id = p_member
    UNION ALL SELECT 'portfolioItem', i.id, 'put', p_audience
      FROM portfolio_items i WHERE i.user_id = p_member
    UNION ALL SELECT 'application', a.id, 'put', p_audience
      FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.applicant_id = p_member AND j.author_id = p_audience
    UNION ALL SELECT 'collaboration', k.id, 'put', p_audience FROM collaborations k
      WHERE (k.author_id = p_member AND k.applicant_id = p_audience)
         OR (k.applicant_id = p_member AND k.author_id = p_audience)
    UNION ALL SELECT 'skillEndorsement', s.id, 'put', p_audience FROM skill_endorsements s
      WHERE (s.endorser_id = p_member AND s.user_id = p_audience)
         OR (s.user_id = p_member AND s.endorser_id = p_audience)
    UNION ALL SELECT 'comment', m.id, 'put', p_audience FROM post_comments m
      WHERE m.author_id = p_member OR m.post_author_id = p_member
    UNION ALL SELECT 'message', x.id, 'put', p_audience FROM messages x
      WHERE x.sender_id = p_member AND x.conversation_id IN
        (SELECT cm.conversation_id FROM conversation_members cm WHERE cm.user_id = p_audience)
    UNION ALL SELECT 'conversationMember', c.id, 'put', p_audience FROM conversation_members c
      WHERE c.user_id = p_member AND c.conversation_id IN
        (SELECT cm.conversation_id FROM conversation_members cm WHERE cm.user_id = p_audience);
  PERFORM pg_notify('greenroom_changes', p_audience::text);
END;
$$;
