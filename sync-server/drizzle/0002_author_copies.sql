-- Posts, jobs and events embed their author (the public User of users.serialize.ts toUser),
-- so replicas hold a copy of the author's profile in each of them. When a field of that public
-- profile changes, log a `put` (audience NULL, like the rows themselves) for every post, job and
-- event of the member: the next pull re-reads them with the new author.
-- Fields: everything toUser() reads (email and is_admin feed isAdmin); never the settings,
-- password, google_sub, suspended_at or updated_at.
-- Statements are separated by breakpoints because the migrator runs one statement at a time.

CREATE OR REPLACE FUNCTION greenroom_log_author_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (entity, entity_id, op, audience)
    SELECT 'post', p.id, 'put', NULL::uuid FROM posts p WHERE p.author_id = NEW.id
    UNION ALL
    SELECT 'job', j.id, 'put', NULL::uuid FROM jobs j WHERE j.author_id = NEW.id
    UNION ALL
    SELECT 'event', e.id, 'put', NULL::uuid FROM events e WHERE e.author_id = NEW.id;
  IF FOUND THEN
    PERFORM pg_notify('greenroom_changes', '*');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER users_author_copies_change_log AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.id, OLD.first_name, OLD.last_name, OLD.email, OLD.phone_number,
         OLD.profile_image_url, OLD.school, OLD.major, OLD.program, OLD.graduation_year,
         OLD.bio, OLD.skills, OLD.portfolio_url, OLD.website, OLD.instagram_url,
         OLD.linkedin_url, OLD.twitter_url, OLD.youtube_url, OLD.imdb_url, OLD.created_at,
         OLD.is_verified, OLD.is_suspended, OLD.is_admin)
        IS DISTINCT FROM
        (NEW.id, NEW.first_name, NEW.last_name, NEW.email, NEW.phone_number,
         NEW.profile_image_url, NEW.school, NEW.major, NEW.program, NEW.graduation_year,
         NEW.bio, NEW.skills, NEW.portfolio_url, NEW.website, NEW.instagram_url,
         NEW.linkedin_url, NEW.twitter_url, NEW.youtube_url, NEW.imdb_url, NEW.created_at,
         NEW.is_verified, NEW.is_suspended, NEW.is_admin))
  EXECUTE FUNCTION greenroom_log_author_copies();
