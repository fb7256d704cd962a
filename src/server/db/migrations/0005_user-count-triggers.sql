INSERT INTO "user_count" ("id", "total") SELECT true, count(*) FROM "user" ON CONFLICT ("id") DO UPDATE SET "total" = excluded."total";--> statement-breakpoint
CREATE OR REPLACE FUNCTION forkcast_count_inserted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_count" SET "total" = "total" + (SELECT count(*) FROM inserted_rows) WHERE "id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION forkcast_count_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_count" SET "total" = "total" - (SELECT count(*) FROM deleted_rows) WHERE "id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_count_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION forkcast_count_inserted_users();--> statement-breakpoint
CREATE TRIGGER "user_count_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION forkcast_count_deleted_users();
