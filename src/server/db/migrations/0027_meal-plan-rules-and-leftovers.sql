CREATE TABLE "meal_plan_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" text,
	"dish" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_rule_weekday_range" CHECK ("meal_plan_rule"."weekday" between 0 and 6),
	CONSTRAINT "meal_plan_rule_meal_valid" CHECK ("meal_plan_rule"."meal" in ('breakfast', 'lunch', 'dinner')),
	CONSTRAINT "meal_plan_rule_one_target" CHECK (("meal_plan_rule"."recipe_id" is null) <> ("meal_plan_rule"."dish" is null))
);
--> statement-breakpoint
ALTER TABLE "meal_plan_entry" ADD COLUMN "leftovers_of" text;--> statement-breakpoint
ALTER TABLE "meal_plan_rule" ADD CONSTRAINT "meal_plan_rule_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_rule" ADD CONSTRAINT "meal_plan_rule_recipe_id_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_rule_user_slot_idx" ON "meal_plan_rule" USING btree ("user_id","weekday","meal");--> statement-breakpoint
CREATE INDEX "meal_plan_rule_recipe_idx" ON "meal_plan_rule" USING btree ("recipe_id");--> statement-breakpoint
ALTER TABLE "meal_plan_entry" ADD CONSTRAINT "meal_plan_entry_leftovers_of_meal_plan_entry_instance_id_fk" FOREIGN KEY ("leftovers_of") REFERENCES "public"."meal_plan_entry"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entry_leftovers_of_idx" ON "meal_plan_entry" USING btree ("leftovers_of");--> statement-breakpoint
-- GET /api/meal-plan (cached per cook, 0014) says which meals were cooked: a cooked_meal row changes every
-- household member's answer, as a meal_plan_entry row does.
CREATE OR REPLACE FUNCTION forkcast_notify_user_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('forkcast_user_data_change', COALESCE(OLD.id, NEW.id));
  ELSIF TG_TABLE_NAME IN ('meal_plan_entry', 'cooked_meal') THEN
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
CREATE TRIGGER "cooked_meal_user_data_notify" AFTER INSERT OR UPDATE OR DELETE ON "cooked_meal" FOR EACH ROW EXECUTE FUNCTION forkcast_notify_user_data_change();
