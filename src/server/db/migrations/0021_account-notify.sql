-- The profile answer says whether the cook has a password (issue 30: accounts that sign in only with
-- single sign-on confirm sensitive changes by a recent sign-in instead). A password set by a reset link,
-- or an account row removed, changes that answer: announce it like the other cached tables (0014).
CREATE TRIGGER "account_user_data_notify" AFTER INSERT OR UPDATE OR DELETE ON "account" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();
