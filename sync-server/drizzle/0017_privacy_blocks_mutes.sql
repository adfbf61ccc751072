-- Privacy per field, blocks and mutes (issue 28 §2, §3; ADR 024).
-- Statements are separated by breakpoints because the migrator runs one statement at a time.

ALTER TABLE users
  ADD COLUMN email_visibility text NOT NULL DEFAULT 'members',
  ADD COLUMN phone_visibility text NOT NULL DEFAULT 'connections',
  ADD COLUMN courses_visibility text NOT NULL DEFAULT 'members',
  ADD CONSTRAINT users_field_visibility_ck CHECK (
    email_visibility in ('members', 'connections', 'private')
    and phone_visibility in ('members', 'connections', 'private')
    and courses_visibility in ('members', 'connections', 'private'));
--> statement-breakpoint

CREATE TABLE blocks (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT blocks_user_id_blocked_id_pk PRIMARY KEY (user_id, blocked_id),
  CONSTRAINT blocks_not_self_ck CHECK (user_id <> blocked_id)
);
--> statement-breakpoint
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);
--> statement-breakpoint

CREATE TABLE mutes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  muted_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mutes_user_id_muted_id_pk PRIMARY KEY (user_id, muted_id),
  CONSTRAINT mutes_not_self_ck CHECK (user_id <> muted_id)
);
--> statement-breakpoint
CREATE INDEX mutes_muted_idx ON mutes (muted_id);
--> statement-breakpoint

-- The block and the mute are the member's own rows (the blocked or muted member is never told).
CREATE TRIGGER blocks_change_log AFTER INSERT OR UPDATE OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('block', 'blocked_id', 'user_id');
--> statement-breakpoint
CREATE TRIGGER mutes_change_log AFTER INSERT OR UPDATE OR DELETE ON mutes
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('mute', 'muted_id', 'user_id');
--> statement-breakpoint

-- Log a `put` to p_audience of every row p_member owns (the descriptors' `owners`): the pull
-- and the live feed re-read each one as p_audience sees it now, so a row a block hides goes out
-- as `del`, and after an unblock as the row again.
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
         OR (k.applicant_id = p_member AND k.author_id = p_audience);
  PERFORM pg_notify('greenroom_changes', p_audience::text);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION greenroom_log_block_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r blocks%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM greenroom_log_member_rows(r.user_id, r.blocked_id);
  PERFORM greenroom_log_member_rows(r.blocked_id, r.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blocks_member_rows_change_log AFTER INSERT OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_block_change();
--> statement-breakpoint

-- The fields a member shows only to connections: when a pair becomes or stops being connected,
-- each one's profile and courses are logged again to the other, who re-reads them as they may
-- now see them (ended: the narrowed row, courses hidden → del).
CREATE OR REPLACE FUNCTION greenroom_log_private_fields(p_member uuid, p_audience uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (entity, entity_id, op, audience)
    SELECT 'user', p_member, 'put', p_audience
    UNION ALL SELECT 'course', c.id, 'put', p_audience FROM courses c WHERE c.user_id = p_member;
  PERFORM pg_notify('greenroom_changes', p_audience::text);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION greenroom_log_connection_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'accepted';
  now_is boolean := TG_OP <> 'DELETE' AND NEW.status = 'accepted';
  r connections%ROWTYPE;
BEGIN
  IF was = now_is THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM greenroom_log_private_fields(r.requester_id, r.addressee_id);
  PERFORM greenroom_log_private_fields(r.addressee_id, r.requester_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER connections_private_fields_change_log AFTER INSERT OR UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_connection_fields();
--> statement-breakpoint

-- Courses are public rows: a change of who may see them re-logs them all (audience NULL).
CREATE OR REPLACE FUNCTION greenroom_log_courses_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (entity, entity_id, op, audience)
    SELECT 'course', c.id, 'put', NULL::uuid FROM courses c WHERE c.user_id = NEW.id;
  IF FOUND THEN
    PERFORM pg_notify('greenroom_changes', '*');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_courses_visibility_change_log AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.courses_visibility IS DISTINCT FROM NEW.courses_visibility)
  EXECUTE FUNCTION greenroom_log_courses_visibility();
--> statement-breakpoint

-- The author embedded in posts, jobs and events carries the e-mail address and phone number
-- only when every member may see them: a change of either choice re-logs the author's copies.
DROP TRIGGER users_author_copies_change_log ON users;
--> statement-breakpoint
CREATE TRIGGER users_author_copies_change_log AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.id, OLD.first_name, OLD.last_name, OLD.email, OLD.phone_number,
         OLD.profile_image_url, OLD.school, OLD.major, OLD.program, OLD.graduation_year,
         OLD.bio, OLD.skills, OLD.portfolio_url, OLD.website, OLD.instagram_url,
         OLD.linkedin_url, OLD.twitter_url, OLD.youtube_url, OLD.imdb_url, OLD.created_at,
         OLD.is_verified, OLD.is_suspended, OLD.is_admin, OLD.email_visibility,
         OLD.phone_visibility)
        IS DISTINCT FROM
        (NEW.id, NEW.first_name, NEW.last_name, NEW.email, NEW.phone_number,
         NEW.profile_image_url, NEW.school, NEW.major, NEW.program, NEW.graduation_year,
         NEW.bio, NEW.skills, NEW.portfolio_url, NEW.website, NEW.instagram_url,
         NEW.linkedin_url, NEW.twitter_url, NEW.youtube_url, NEW.imdb_url, NEW.created_at,
         NEW.is_verified, NEW.is_suspended, NEW.is_admin, NEW.email_visibility,
         NEW.phone_visibility))
  EXECUTE FUNCTION greenroom_log_author_copies();
