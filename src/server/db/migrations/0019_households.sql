-- Households (issue 27): the meal plan, the shopping list and the cart belong to a household; every
-- cook is in exactly one. Existing accounts each get a household of one, owning their rows.
CREATE TABLE "household" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"household_id" text NOT NULL,
	"invited_by" text,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "household_member" (
	"user_id" text PRIMARY KEY NOT NULL,
	"household_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_member_role_valid" CHECK ("household_member"."role" in ('owner', 'member'))
);
--> statement-breakpoint
INSERT INTO "household_member" ("user_id", "household_id", "role") SELECT "id", gen_random_uuid()::text, 'owner' FROM "user";--> statement-breakpoint
INSERT INTO "household" ("id", "name") SELECT m."household_id", left(u."name", 80) || '''s household' FROM "household_member" m JOIN "user" u ON u."id" = m."user_id";--> statement-breakpoint
DROP INDEX "cart_item_user_name_idx";--> statement-breakpoint
DROP INDEX "cart_item_user_section_position_idx";--> statement-breakpoint
DROP INDEX "meal_plan_entry_user_date_idx";--> statement-breakpoint
ALTER TABLE "shopping_list" DROP CONSTRAINT "shopping_list_pkey";--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "household_id" text;--> statement-breakpoint
ALTER TABLE "meal_plan_entry" ADD COLUMN "household_id" text;--> statement-breakpoint
ALTER TABLE "shopping_list" ADD COLUMN "household_id" text;--> statement-breakpoint
UPDATE "cart_item" c SET "household_id" = m."household_id" FROM "household_member" m WHERE m."user_id" = c."user_id";--> statement-breakpoint
UPDATE "meal_plan_entry" e SET "household_id" = m."household_id" FROM "household_member" m WHERE m."user_id" = e."user_id";--> statement-breakpoint
UPDATE "shopping_list" s SET "household_id" = m."household_id" FROM "household_member" m WHERE m."user_id" = s."user_id";--> statement-breakpoint
ALTER TABLE "cart_item" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plan_entry" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list" ALTER COLUMN "household_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_list" ADD PRIMARY KEY ("household_id");--> statement-breakpoint
ALTER TABLE "household_invitation" ADD CONSTRAINT "household_invitation_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitation" ADD CONSTRAINT "household_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_member" ADD CONSTRAINT "household_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_member" ADD CONSTRAINT "household_member_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_invitation_household_idx" ON "household_invitation" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "household_member_household_idx" ON "household_member" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entry" ADD CONSTRAINT "meal_plan_entry_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list" ADD CONSTRAINT "shopping_list_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_household_name_idx" ON "cart_item" USING btree ("household_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cart_item_household_section_position_idx" ON "cart_item" USING btree ("household_id","section","position");--> statement-breakpoint
CREATE INDEX "cart_item_user_id_idx" ON "cart_item" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plan_entry_household_date_idx" ON "meal_plan_entry" USING btree ("household_id","date");--> statement-breakpoint
CREATE INDEX "meal_plan_entry_user_id_idx" ON "meal_plan_entry" USING btree ("user_id");--> statement-breakpoint
-- The planner month is cached per cook (0014): a change to a household's plan is every member's change,
-- and a cook moving household changes which plan they see.
CREATE OR REPLACE FUNCTION forkcast_notify_user_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('forkcast_user_data_change', COALESCE(OLD.id, NEW.id));
  ELSIF TG_TABLE_NAME = 'meal_plan_entry' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('forkcast_user_data_change', m.user_id) FROM household_member m WHERE m.household_id = OLD.household_id;
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.household_id IS DISTINCT FROM OLD.household_id) THEN
      PERFORM pg_notify('forkcast_user_data_change', m.user_id) FROM household_member m WHERE m.household_id = NEW.household_id;
    END IF;
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
CREATE TRIGGER "household_member_user_data_notify" AFTER INSERT OR UPDATE OR DELETE ON "household_member" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();--> statement-breakpoint
-- The live stream (GET /api/events): "<household id> <what changed>" at commit, on every server.
CREATE OR REPLACE FUNCTION forkcast_notify_household_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'meal_plan_entry' THEN 'meal-plan' WHEN 'shopping_list' THEN 'shopping-list' WHEN 'cart_item' THEN 'cart' ELSE 'household' END;
  old_household text;
  new_household text;
BEGIN
  IF TG_TABLE_NAME = 'household' THEN
    IF TG_OP <> 'INSERT' THEN old_household := OLD.id; END IF;
    IF TG_OP <> 'DELETE' THEN new_household := NEW.id; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN old_household := OLD.household_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_household := NEW.household_id; END IF;
  END IF;
  IF old_household IS NOT NULL THEN
    PERFORM pg_notify('forkcast_household_change', old_household || ' ' || kind);
  END IF;
  IF new_household IS NOT NULL AND new_household IS DISTINCT FROM old_household THEN
    PERFORM pg_notify('forkcast_household_change', new_household || ' ' || kind);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meal_plan_entry_household_notify" AFTER INSERT OR UPDATE OR DELETE ON "meal_plan_entry" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_household_change();--> statement-breakpoint
CREATE TRIGGER "shopping_list_household_notify" AFTER INSERT OR UPDATE OR DELETE ON "shopping_list" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_household_change();--> statement-breakpoint
CREATE TRIGGER "cart_item_household_notify" AFTER INSERT OR UPDATE OR DELETE ON "cart_item" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_household_change();--> statement-breakpoint
CREATE TRIGGER "household_member_household_notify" AFTER INSERT OR UPDATE OR DELETE ON "household_member" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_household_change();--> statement-breakpoint
CREATE TRIGGER "household_household_notify" AFTER UPDATE OR DELETE ON "household" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_household_change();
