CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"post_author_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_comments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_author_id_users_id_fk" FOREIGN KEY ("post_author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_parent_id_post_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_post_created_idx" ON "post_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "post_comments_author_id_idx" ON "post_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_author_id_idx" ON "post_comments" USING btree ("post_author_id");--> statement-breakpoint
CREATE INDEX "post_comments_parent_id_idx" ON "post_comments" USING btree ("parent_id");--> statement-breakpoint
-- Comments replicate to every member (entity comment); the pull hides those a block stands
-- between (the descriptor's owners: the comment's author and the post's).
CREATE TRIGGER post_comments_change_log AFTER INSERT OR UPDATE OR DELETE ON post_comments
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('comment', 'id');
--> statement-breakpoint
-- posts.comment_count follows post_comments in the same transaction (replies and the replies a
-- deleted comment takes with it count too); the post's row goes out again with the new count.
CREATE FUNCTION greenroom_count_post_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET comment_count = comment_count + 1 WHERE id = NEW.post_id;
  ELSE
    UPDATE posts SET comment_count = greatest(comment_count - 1, 0) WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_comments_count AFTER INSERT OR DELETE ON post_comments
  FOR EACH ROW EXECUTE FUNCTION greenroom_count_post_comments();
--> statement-breakpoint
-- A block or unblock re-logs the member's rows for the other side (migrations 0017, 0022), now with
-- the comments they wrote and the comments under their posts.
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
      WHERE m.author_id = p_member OR m.post_author_id = p_member;
  PERFORM pg_notify('greenroom_changes', p_audience::text);
END;
$$;
--> statement-breakpoint
-- Comments embed their author (the public summary): a change of the author's public profile
-- re-logs their comments too (migration 0002).
CREATE OR REPLACE FUNCTION greenroom_log_author_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (entity, entity_id, op, audience)
    SELECT 'post', p.id, 'put', NULL::uuid FROM posts p WHERE p.author_id = NEW.id
    UNION ALL
    SELECT 'job', j.id, 'put', NULL::uuid FROM jobs j WHERE j.author_id = NEW.id
    UNION ALL
    SELECT 'event', e.id, 'put', NULL::uuid FROM events e WHERE e.author_id = NEW.id
    UNION ALL
    SELECT 'comment', m.id, 'put', NULL::uuid FROM post_comments m WHERE m.author_id = NEW.id;
  IF FOUND THEN
    PERFORM pg_notify('greenroom_changes', '*');
  END IF;
  RETURN NULL;
END;
$$;
