CREATE TABLE "cooked_meal" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"household_id" text NOT NULL,
	"user_id" text NOT NULL,
	"removed" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "quantity" double precision;--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "nutrition_goals" jsonb;--> statement-breakpoint
ALTER TABLE "cooked_meal" ADD CONSTRAINT "cooked_meal_instance_id_meal_plan_entry_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."meal_plan_entry"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooked_meal" ADD CONSTRAINT "cooked_meal_household_id_household_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."household"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooked_meal" ADD CONSTRAINT "cooked_meal_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooked_meal_household_idx" ON "cooked_meal" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "cooked_meal_user_id_idx" ON "cooked_meal" USING btree ("user_id");