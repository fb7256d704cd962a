CREATE TABLE "meal_plan_proposal" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_proposal" ADD CONSTRAINT "meal_plan_proposal_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_proposal_user_idx" ON "meal_plan_proposal" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plan_proposal_expires_idx" ON "meal_plan_proposal" USING btree ("expires_at");