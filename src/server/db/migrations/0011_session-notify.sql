-- Servers cache "credentials → session user" for a few seconds (src/server/auth/session-cache.ts).
-- Any change to a session or a user, by any server, job or hand-written SQL, announces the user id on
-- this channel at commit, and every server drops that user's cached sessions (issue 18).
CREATE OR REPLACE FUNCTION forkcast_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('forkcast_session_change', COALESCE(OLD.id, NEW.id));
  ELSE
    PERFORM pg_notify('forkcast_session_change', COALESCE(OLD.user_id, NEW.user_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_change_notify" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_session_change();--> statement-breakpoint
CREATE TRIGGER "user_change_notify" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_session_change();
