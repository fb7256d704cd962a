CREATE TABLE "admin_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text NOT NULL,
	"target_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_event" ADD COLUMN "properties" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "analytics_event_category_created_idx" ON "analytics_event" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "profile_subscription_user_idx" ON "profile" USING btree ("subscription_status","user_id");--> statement-breakpoint
CREATE INDEX "profile_usage_count_user_idx" ON "profile" USING btree ("usage_count","user_id");--> statement-breakpoint
CREATE INDEX "profile_usage_month_idx" ON "profile" USING btree ("usage_month");--> statement-breakpoint
CREATE INDEX "user_email_id_idx" ON "user" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "user_banned_email_idx" ON "user" USING btree ("banned","email","id");--> statement-breakpoint
CREATE INDEX "user_search_trgm_idx" ON "user" USING gin ((lower("email") || ' ' || lower("name")) gin_trgm_ops);