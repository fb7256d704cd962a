CREATE TABLE "cart_item" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"use_by" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_section_valid" CHECK ("cart_item"."section" in ('pantry', 'refrigerator', 'freezer'))
);
--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_user_name_idx" ON "cart_item" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cart_item_user_section_position_idx" ON "cart_item" USING btree ("user_id","section","position");