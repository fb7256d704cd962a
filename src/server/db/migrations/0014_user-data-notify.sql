-- Servers keep a cook's hot GET answers (recipe list, profile, planner month) ready to send
-- (src/server/cache/user-response-cache.ts). Any change to the rows behind them, by any server, job or
-- hand-written SQL, announces the user id on this channel at commit, and every server drops that
-- user's cached answers (issue 18). NOTIFY folds repeats of one payload within a transaction.
CREATE OR REPLACE FUNCTION forkcast_notify_user_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('forkcast_user_data_change', COALESCE(OLD.id, NEW.id));
  ELSE
    IF TG_OP = 'INSERT' THEN
      PERFORM pg_notify('forkcast_user_data_change', NEW.user_id);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('forkcast_user_data_change', OLD.user_id);
    ELSE
      PERFORM pg_notify('forkcast_user_data_change', OLD.user_id);
      IF NEW.user_id IS DISTINCT FROM OLD.user_id THEN
        PERFORM pg_notify('forkcast_user_data_change', NEW.user_id);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recipe_user_data_notify" AFTER INSERT OR UPDATE OR DELETE ON "recipe" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();--> statement-breakpoint
CREATE TRIGGER "profile_user_data_notify" AFTER INSERT OR UPDATE OR DELETE ON "profile" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();--> statement-breakpoint
CREATE TRIGGER "meal_plan_entry_user_data_notify" AFTER INSERT OR UPDATE OR DELETE ON "meal_plan_entry" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();--> statement-breakpoint
CREATE TRIGGER "user_user_data_notify" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();
