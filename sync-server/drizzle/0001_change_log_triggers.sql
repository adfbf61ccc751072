-- Change log for the sync protocol (ARCHITECTURE.md, "The read path").
-- Every insert, update or delete of a replicated row appends to change_log and NOTIFYs
-- 'greenroom_changes' with the audience ('*' = every member). NOTIFY is delivered on commit only.
-- Statements are separated by breakpoints because the migrator runs one statement at a time.

CREATE OR REPLACE FUNCTION greenroom_log(p_entity text, p_entity_id uuid, p_op text, p_audience uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (entity, entity_id, op, audience) VALUES (p_entity, p_entity_id, p_op, p_audience);
  PERFORM pg_notify('greenroom_changes', coalesce(p_audience::text, '*'));
END;
$$;
--> statement-breakpoint

-- Generic row trigger. Arguments: entity name, entity-id column, then the audience columns
-- (none = a public row, one change with audience NULL; several = one change per audience).
CREATE OR REPLACE FUNCTION greenroom_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  v_op text;
  i int;
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
  IF TG_NARGS <= 2 THEN
    PERFORM greenroom_log(TG_ARGV[0], (r ->> TG_ARGV[1])::uuid, v_op, NULL);
  ELSE
    FOR i IN 2 .. TG_NARGS - 1 LOOP
      PERFORM greenroom_log(TG_ARGV[0], (r ->> TG_ARGV[1])::uuid, v_op, (r ->> TG_ARGV[i])::uuid);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- Applications are seen by the applicant and by the job's author.
CREATE OR REPLACE FUNCTION greenroom_log_application_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r applications%ROWTYPE;
  v_op text;
  v_author uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    r := OLD;
    v_op := 'del';
  ELSE
    r := NEW;
    v_op := 'put';
  END IF;
  PERFORM greenroom_log('application', r.id, v_op, r.applicant_id);
  SELECT author_id INTO v_author FROM jobs WHERE id = r.job_id;
  -- When the job itself is being deleted (cascade), it is already gone here: the author's
  -- tombstones were written by greenroom_log_job_cascade() before the job row went.
  IF v_author IS NOT NULL AND v_author <> r.applicant_id THEN
    PERFORM greenroom_log('application', r.id, v_op, v_author);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION greenroom_log_job_cascade() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
BEGIN
  FOR a IN SELECT id, applicant_id FROM applications WHERE job_id = OLD.id LOOP
    IF a.applicant_id <> OLD.author_id THEN
      PERFORM greenroom_log('application', a.id, 'del', OLD.author_id);
    END IF;
  END LOOP;
  RETURN OLD;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER posts_change_log AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('post', 'id');
--> statement-breakpoint
CREATE TRIGGER jobs_change_log AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('job', 'id');
--> statement-breakpoint
CREATE TRIGGER jobs_cascade_change_log BEFORE DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_job_cascade();
--> statement-breakpoint
CREATE TRIGGER events_change_log AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('event', 'id');
--> statement-breakpoint
CREATE TRIGGER users_change_log AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('user', 'id');
--> statement-breakpoint
CREATE TRIGGER courses_change_log AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('course', 'id');
--> statement-breakpoint
CREATE TRIGGER portfolio_items_change_log AFTER INSERT OR UPDATE OR DELETE ON portfolio_items
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('portfolioItem', 'id');
--> statement-breakpoint
CREATE TRIGGER connections_change_log AFTER INSERT OR UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('connection', 'id', 'requester_id', 'addressee_id');
--> statement-breakpoint
CREATE TRIGGER applications_change_log AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_application_change();
--> statement-breakpoint
CREATE TRIGGER saved_jobs_change_log AFTER INSERT OR UPDATE OR DELETE ON saved_jobs
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('savedJob', 'job_id', 'user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_change_log AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION greenroom_log_change('notification', 'id', 'user_id');
