CREATE TABLE "skill_endorsements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"endorser_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_endorsements_not_self_ck" CHECK ("skill_endorsements"."user_id" <> "skill_endorsements"."endorser_id")
);
--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_endorser_id_users_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_endorsements_member_skill_endorser_uq" ON "skill_endorsements" USING btree ("user_id","skill","endorser_id");--> statement-breakpoint
CREATE INDEX "skill_endorsements_endorser_id_idx" ON "skill_endorsements" USING btree ("endorser_id");;--> statement-breakpoint
-- The endorsed member and the endorser each hold the row (entity skillEndorsement).
CREATE TRIGGER skill_endorsements_change_log AFTER INSERT OR UPDATE OR DELETE ON skill_endorsements
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('skillEndorsement', 'id', 'user_id', 'endorser_id');
--> statement-breakpoint
-- A block made or lifted re-logs the rows between the two (their endorsements too).
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
         OR (s.user_id = p_member AND s.endorser_id = p_audience);
  PERFORM pg_notify('greenroom_changes', p_audience::text);
END;
$$;
