-- Suspension ends a member's live sockets at once, on every server process, whichever code path
-- (admin route, script, SQL console) suspends them: NOTIFY greenroom_kill {"userId": ...}, which
-- PostgreSQL delivers on commit only. Ending the sessions themselves is the suspending code's job.
CREATE OR REPLACE FUNCTION greenroom_kill_suspended_sockets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greenroom_kill', json_build_object('userId', NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER users_suspension_kills_sockets AFTER UPDATE OF is_suspended ON users
  FOR EACH ROW
  WHEN (NEW.is_suspended AND NOT OLD.is_suspended)
  EXECUTE FUNCTION greenroom_kill_suspended_sockets();
